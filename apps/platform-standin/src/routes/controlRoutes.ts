import type { FastifyInstance } from 'fastify';
import type { StandInControl } from '../control.ts';
import { StandInError, invalidParameter } from '../errors.ts';
import { FAULT_KINDS, type FaultKind } from '../faults.ts';
import { wireTime } from '../wire.ts';
import { fieldsOf, instant, optionalInteger, optionalText, requiredText } from './fields.ts';

function faultKind(text: string): FaultKind {
  if (!(FAULT_KINDS as readonly string[]).includes(text))
    throw invalidParameter(`kind 须为 ${FAULT_KINDS.join(' / ')}`);
  return text as FaultKind;
}

/** Drop undefined values, so optional fields stay absent rather than present-but-undefined. */
function defined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as never;
}

/** `/_control`: the in-process control over plain JSON, for tests, the demo seed and benchmarks. */
export function registerControlRoutes(app: FastifyInstance, control: StandInControl): void {
  app.post('/_control/faults', async (request, reply) => {
    const body = fieldsOf(request.body);
    const fault = control.addFault(
      defined({
        kind: faultKind(requiredText(body, 'kind', 20)),
        times: optionalInteger(body, 'times', 1, 10_000),
        channel: optionalText(body, 'channel', 20),
        shopId: optionalText(body, 'shop_id', 64),
      }),
    );
    return reply.status(201).send({ fault });
  });

  app.get('/_control/faults', async () => ({ faults: control.faults() }));

  app.delete('/_control/faults', async () => {
    control.clearFaults();
    return { faults: [] };
  });

  app.post('/_control/shops', async (request, reply) => {
    const body = fieldsOf(request.body);
    const shop = control.provisionShop(
      defined({
        channel: requiredText(body, 'channel', 20),
        shopId: optionalText(body, 'shop_id', 64),
        shopName: optionalText(body, 'shop_name', 60),
        historyDays: optionalInteger(body, 'history_days', 0, 365),
        ordersTotal: optionalInteger(body, 'orders_total', 1, 2_000_000),
        callsPerSecond: optionalInteger(body, 'calls_per_second', 0, 100_000),
      }),
    );
    return reply.status(201).send({
      channel: shop.channel,
      shop_id: shop.shopId,
      shop_name: shop.shopName,
      access_token: shop.accessToken,
      refresh_token: shop.refreshToken,
      token_type: 'Bearer',
      expires_in: Math.round((shop.expiresAt.getTime() - control.now().getTime()) / 1000),
      refresh_expires_in: Math.round((shop.refreshExpiresAt.getTime() - control.now().getTime()) / 1000),
      history_start: wireTime(shop.historyStart.getTime()),
    });
  });

  app.get('/_control/redbook/last-code', async (request) => {
    const shopId = requiredText(fieldsOf(request.query), 'shop_id', 64);
    const sent = control.lastVerificationCode(shopId);
    if (!sent) throw new StandInError('NOT_FOUND', '该店铺没有发送过验证码');
    return { code: sent.code, expires_at: wireTime(sent.expiresAt.getTime()) };
  });

  app.get('/_control/clock', async () => ({ now: wireTime(control.now().getTime()) }));

  app.post('/_control/clock', async (request) => {
    const body = fieldsOf(request.body);
    const at = optionalText(body, 'now', 40);
    const advanceMs = optionalInteger(body, 'advance_ms', -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    if (body.reset === true) control.resetClock();
    if (at !== undefined) control.setClock(new Date(instant(at, 'now')));
    if (advanceMs !== undefined) control.advanceClock(advanceMs);
    return { now: wireTime(control.now().getTime()) };
  });
}
