import type { OrderDoc, OutMessage } from './model.ts';

export type EventType =
  'BATCHED' | 'LINE_RESULT' | 'QC_DONE' | 'PACKED' | 'WAYBILL_REFUSED' | 'WAYBILL_PRINTED';

/**
 * The next event of an order, numbered: `seq` gapless from 1 per order. The event id is the order
 * and seq, so the same event resent (a retry, the repeat fault) is recognisably the same.
 */
export function eventMessage(doc: OrderDoc, type: EventType, data: Record<string, unknown>): OutMessage {
  const seq = ++doc.seq;
  const payload = JSON.stringify({ eventId: `${doc.orderNo}-${seq}`, orderNo: doc.orderNo, seq, type, data });
  return { key: doc.orderNo, kind: 'EVENT', seq, type, payload };
}

/** A courier push rides the order's queue too, so it never overtakes the WAYBILL_PRINTED it follows. */
export function traceMessage(doc: OrderDoc, state: string, requestData: string): OutMessage {
  return { key: doc.orderNo, kind: 'TRACE', seq: null, type: `STATE_${state}`, payload: requestData };
}
