import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { secret } from '../../../db/secrets.ts';
import type { AppContext } from '../../../http/context.ts';
import {
  applyFulfilmentEvent,
  applyTogether,
  type EventOutcome,
  type FulfilmentEvent,
} from './fulfilmentEvents.ts';
import { eventBatches } from './eventBatches.ts';

export const FULFILMENT_SIGNATURE_HEADER = 'x-fulfilment-signature';
/** The shared key the warehouse signs its events with (hex HMAC-SHA256 of the raw body). */
export const fulfilmentHookSecret = (ctx: Pick<AppContext, 'db'>) => secret(ctx.db, 'fulfilment-hook');

const EVENT_TYPES = new Set([
  'BATCHED',
  'LINE_RESULT',
  'QC_DONE',
  'PACKED',
  'WAYBILL_REFUSED',
  'WAYBILL_PRINTED',
]);

function parseEvent(raw: string): FulfilmentEvent | null {
  try {
    const e = JSON.parse(raw) as Partial<FulfilmentEvent>;
    const ok =
      typeof e.eventId === 'string' &&
      e.eventId.length <= 100 &&
      typeof e.orderNo === 'string' &&
      /^DF\d{14}$/.test(e.orderNo) &&
      Number.isSafeInteger(e.seq) &&
      (e.seq as number) > 0 &&
      typeof e.type === 'string' &&
      EVENT_TYPES.has(e.type) &&
      !!e.data &&
      typeof e.data === 'object' &&
      !Array.isArray(e.data);
    return ok ? (e as FulfilmentEvent) : null;
  } catch {
    return null;
  }
}

/**
 * `POST /api/hooks/fulfilment/events`, outside the console contract (the warehouse calls it): the raw
 * body is checked against its HMAC before anything is read; then the event is applied with the others
 * arriving meanwhile in one transaction (`eventBatches.ts`), answered once that has committed.
 * 200 applied or a repeat; 409 a seq gap (sent again later, in order); 401 a bad signature; 400 junk.
 */
export function registerFulfilmentHook(app: FastifyInstance, ctx: AppContext) {
  let key: Promise<string> | null = null;
  const batches = eventBatches<FulfilmentEvent, EventOutcome>({
    applyTogether: (events) => ctx.db.transaction((tx) => applyTogether(tx, events, ctx.funds)),
    applyAlone: (event) => ctx.db.transaction((tx) => applyFulfilmentEvent(tx, event, ctx.funds)),
    compare: (a, b) => (a.orderNo < b.orderNo ? -1 : a.orderNo > b.orderNo ? 1 : a.seq - b.seq),
  });
  app.addHook('onClose', () => batches.drain());
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post('/api/hooks/fulfilment/events', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      key ??= fulfilmentHookSecret(ctx);
      const expected = crypto
        .createHmac('sha256', await key)
        .update(raw)
        .digest();
      const given = Buffer.from(String(request.headers[FULFILMENT_SIGNATURE_HEADER] ?? ''), 'hex');
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
        return reply.code(401).send({ ok: false, error: 'bad signature' });
      const event = parseEvent(raw);
      if (!event) return reply.code(400).send({ ok: false, error: 'not a fulfilment event' });
      const outcome = await batches.submit(event);
      if (outcome === 'GAP') return reply.code(409).send({ ok: false, outcome });
      if (outcome === 'UNKNOWN_ORDER') return reply.code(404).send({ ok: false, outcome });
      return reply.send({ ok: true, outcome });
    });
  });
}
