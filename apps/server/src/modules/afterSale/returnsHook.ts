import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { arrayParam } from '../../db/arrayParam.ts';
import type { AppContext } from '../../http/context.ts';
import { parseSignedEvent, registerSignedHook } from '../daifa/warehouse/signedHook.ts';
import { applyReturnEvent, type ReturnEvent, type ReturnEventOutcome } from './returnEvents.ts';
import { eventBatches } from '../daifa/warehouse/eventBatches.ts';
import { applySendBackEvent, type SendBackEvent } from './sendBack/sendBackDesk.ts';
import { applyHeadlessEvent, type HeadlessEvent } from './headless/headlessEvents.ts';
import { photoCopier } from './photos/photoCopier.ts';

const RETURN_TYPES = new Set([
  'RETURN_SIGNED',
  'QC_RESULT',
  'FACTORY_RECEIVED',
  'FACTORY_RESULT',
  'NEGOTIATION_OFFER',
  'INTERCEPT_RESULT',
  'REVIEW_RESULT',
]);
const SEND_BACK_TYPES = new Set(['SEND_BACK_SHIPPED']);
const HEADLESS_TYPES = new Set(['HEADLESS_REGISTERED']);

/** A return's event (subject SH…), a 寄回单's (JH…) or a 无头件's (WJ…), each only with its own types. */
const parseDeskEvent = (raw: string): ReturnEvent | SendBackEvent | HeadlessEvent | null =>
  parseSignedEvent<ReturnEvent>(raw, 'subject', /^SH\d{14}$/, RETURN_TYPES) ??
  parseSignedEvent<SendBackEvent>(raw, 'subject', /^JH\d{14}$/, SEND_BACK_TYPES) ??
  parseSignedEvent<HeadlessEvent>(raw, 'subject', /^WJ\d{12}$/, HEADLESS_TYPES);

/**
 * `POST /api/hooks/fulfilment/returns`: the returns desk's events — a return's (签收, QC, the stall, its 协商退款 offer), a
 * 寄回单's (shipped) and a 无头件's (registered) — signed like the warehouse's order events (same key, same header), each applied
 * in its own transaction. 200 applied, a repeat or an anomaly (kept on the case's timeline); 409 a seq
 * gap (the desk sends it again, in order); 404 a case or 寄回单 we do not have; 401 a bad signature;
 * 400 junk. A return's events are answered once the batch they were applied in has committed.
 */
export function registerReturnsHook(app: FastifyInstance, ctx: AppContext) {
  // a return's events arriving together are applied in one transaction (group commit, as the order
  // hook's): a burst of 签收 pays one BEGIN and COMMIT a batch; a failing batch is applied again one by one
  const returns = eventBatches<ReturnEvent, ReturnEventOutcome>({
    applyTogether: (events) =>
      ctx.db.transaction(async (tx) => {
        // every order of the batch locked first, by number as the order hook does: two batches side
        // by side (or a batch and a seller's action queued on one of its orders) then cannot wait on
        // each other in a circle — the §8 race test met that deadlock once on a busy machine
        await tx.execute(sql`
          select o.id from daifa_orders o
           where o.id in (select order_id from after_sales where as_no = any(${arrayParam(
             events.map((e) => e.subject),
           )}::text[]))
           order by o.order_no for update`);
        const outcomes: ReturnEventOutcome[] = [];
        for (const event of events) outcomes.push(await applyReturnEvent(tx, ctx.funds, event));
        return outcomes;
      }),
    applyAlone: (event) => ctx.db.transaction((tx) => applyReturnEvent(tx, ctx.funds, event)),
    compare: (a, b) => (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : a.seq - b.seq),
  });
  const photos = photoCopier(ctx.db, ctx.daifa.returns);
  app.addHook('onClose', async () => {
    await returns.drain();
    await photos.idle();
  });
  const withPhotos = async <T>(event: { data: Record<string, unknown> }, applied: Promise<T>) => {
    const outcome = await applied;
    const named = event.data.photos;
    if (Array.isArray(named))
      photos.kick(named.filter((p): p is string => typeof p === 'string').slice(0, 10));
    return outcome;
  };
  registerSignedHook<ReturnEvent | SendBackEvent | HeadlessEvent>(
    app,
    ctx,
    '/api/hooks/fulfilment/returns',
    parseDeskEvent,
    (event) =>
      event.type === 'SEND_BACK_SHIPPED'
        ? ctx.db.transaction((tx) => applySendBackEvent(tx, ctx.funds, event))
        : event.type === 'HEADLESS_REGISTERED'
          ? withPhotos(
              event,
              ctx.db.transaction((tx) => applyHeadlessEvent(tx, event)),
            )
          : withPhotos(event, returns.submit(event)),
  );
}
