import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { parseSignedEvent, registerSignedHook } from '../daifa/warehouse/signedHook.ts';
import { applyReturnEvent, type ReturnEvent } from './returnEvents.ts';

const EVENT_TYPES = new Set(['RETURN_SIGNED', 'QC_RESULT', 'FACTORY_RECEIVED', 'FACTORY_RESULT']);

/**
 * `POST /api/hooks/fulfilment/returns`: the returns desk's events, signed like the warehouse's order
 * events (same key, same header), each applied in its own transaction. 200 applied, a repeat or an
 * anomaly (kept on the case's timeline); 409 a seq gap (the desk sends it again, in order); 404 a case
 * we do not have; 401 a bad signature; 400 junk.
 */
export function registerReturnsHook(app: FastifyInstance, ctx: AppContext) {
  registerSignedHook<ReturnEvent>(
    app,
    ctx,
    '/api/hooks/fulfilment/returns',
    (raw) => parseSignedEvent(raw, 'subject', /^SH\d{14}$/, EVENT_TYPES),
    (event) => ctx.db.transaction((tx) => applyReturnEvent(tx, ctx.funds, event)),
  );
}
