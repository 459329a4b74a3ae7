import type { Receiver } from '../orders/model.ts';

/**
 * 寄回: a 寄回单 (JH…) the server hands the desk once its freight is paid — the problem parcels the
 * desk holds (问题件), packed into one parcel and sent to the seller's receiver. One per JH number.
 */

/** The seller's own address, in plain text. */
export type SendBackReceiver = Omit<Receiver, 'encrypted' | 'oaid'>;

/** WAITING (packing; `dueAt` the hand-over to the courier) → SHIPPED; CANCELED before shipping only. */
export type SendBackStage = 'WAITING' | 'SHIPPED' | 'CANCELED';

export interface SendBackDoc {
  kind: 'SEND_BACK';
  postNo: string;
  /** The parcels' numbers as the desk shelved them (the return's or the outgoing parcel's waybill). */
  parcelNos: string[];
  courier: string;
  receiver: SendBackReceiver;
  stage: SendBackStage;
  /** The last seq handed out (gapless per JH from 1). */
  seq: number;
  expectedAt: number;
  dueAt: number | null;
  waybillNo: string | null;
  weightG: number | null;
  fingerprint: string;
}

export const isSendBackDoc = (doc: unknown): doc is SendBackDoc =>
  !!doc && typeof doc === 'object' && (doc as { kind?: unknown }).kind === 'SEND_BACK';
