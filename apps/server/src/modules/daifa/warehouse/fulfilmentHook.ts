import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../http/context.ts';
import {
  applyFulfilmentEvent,
  applyTogether,
  type EventOutcome,
  type FulfilmentEvent,
} from './fulfilmentEvents.ts';
import { eventBatches } from './eventBatches.ts';
import { parseSignedEvent, registerSignedHook } from './signedHook.ts';

export { FULFILMENT_SIGNATURE_HEADER, fulfilmentHookSecret } from './signedHook.ts';

const EVENT_TYPES = new Set([
  'BATCHED',
  'LINE_RESULT',
  'QC_DONE',
  'PACKED',
  'WAYBILL_REFUSED',
  'WAYBILL_PRINTED',
]);

/**
 * `POST /api/hooks/fulfilment/events`, outside the console contract (the warehouse calls it): checked
 * and parsed by `registerSignedHook`, then applied with the others arriving meanwhile in one
 * transaction (`eventBatches.ts`), answered once that has committed. 200 applied or a repeat; 409 a seq
 * gap (sent again later, in order); 404 an order we never handed over; 401 a bad signature; 400 junk.
 */
export function registerFulfilmentHook(app: FastifyInstance, ctx: AppContext) {
  const batches = eventBatches<FulfilmentEvent, EventOutcome>({
    applyTogether: (events) => ctx.db.transaction((tx) => applyTogether(tx, events, ctx.funds)),
    applyAlone: (event) => ctx.db.transaction((tx) => applyFulfilmentEvent(tx, event, ctx.funds)),
    compare: (a, b) => (a.orderNo < b.orderNo ? -1 : a.orderNo > b.orderNo ? 1 : a.seq - b.seq),
  });
  app.addHook('onClose', () => batches.drain());
  registerSignedHook<FulfilmentEvent>(
    app,
    ctx,
    '/api/hooks/fulfilment/events',
    (raw) => parseSignedEvent(raw, 'orderNo', /^DF\d{14}$/, EVENT_TYPES),
    (event) => batches.submit(event),
  );
}
