import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { secret } from '../../../db/secrets.ts';
import type { AppContext } from '../../../http/context.ts';

export const FULFILMENT_SIGNATURE_HEADER = 'x-fulfilment-signature';
/** The shared key the warehouse signs its events with (hex HMAC-SHA256 of the raw body). */
export const fulfilmentHookSecret = (ctx: Pick<AppContext, 'db'>) => secret(ctx.db, 'fulfilment-hook');

/** What every warehouse event carries besides the thing it is about (an order's DF, a return's SH). */
export interface SignedEnvelope {
  eventId: string;
  seq: number;
  type: string;
  data: Record<string, unknown>;
}

/** The event if `raw` is one: the envelope, `subjectField` matching `subject`, a known type; else null. */
export function parseSignedEvent<E extends SignedEnvelope>(
  raw: string,
  subjectField: string,
  subject: RegExp,
  types: ReadonlySet<string>,
): E | null {
  try {
    const e = JSON.parse(raw) as Partial<SignedEnvelope> & Record<string, unknown>;
    const about = e[subjectField];
    const ok =
      typeof e.eventId === 'string' &&
      e.eventId.length <= 100 &&
      typeof about === 'string' &&
      subject.test(about) &&
      Number.isSafeInteger(e.seq) &&
      (e.seq as number) > 0 &&
      typeof e.type === 'string' &&
      types.has(e.type) &&
      !!e.data &&
      typeof e.data === 'object' &&
      !Array.isArray(e.data);
    return ok ? (e as unknown as E) : null;
  } catch {
    return null;
  }
}

/**
 * A warehouse hook outside the console contract: the raw body is checked against its HMAC before
 * anything is read, then parsed and applied. Outcomes: GAP → 409 (sent again later, in order),
 * UNKNOWN_* → 404, anything else (applied, a repeat, an anomaly kept for ops) → 200; a bad signature
 * 401, junk 400.
 */
export function registerSignedHook<E extends SignedEnvelope>(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db'>,
  path: string,
  parse: (raw: string) => E | null,
  apply: (event: E) => Promise<string>,
) {
  let key: Promise<string> | null = null;
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(path, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      key ??= fulfilmentHookSecret(ctx);
      const expected = crypto
        .createHmac('sha256', await key)
        .update(raw)
        .digest();
      const given = Buffer.from(String(request.headers[FULFILMENT_SIGNATURE_HEADER] ?? ''), 'hex');
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
        return reply.code(401).send({ ok: false, error: 'bad signature' });
      const event = parse(raw);
      if (!event) return reply.code(400).send({ ok: false, error: 'not a warehouse event' });
      const outcome = await apply(event);
      if (outcome === 'GAP') return reply.code(409).send({ ok: false, outcome });
      if (outcome.startsWith('UNKNOWN')) return reply.code(404).send({ ok: false, outcome });
      return reply.send({ ok: true, outcome });
    });
  });
}
