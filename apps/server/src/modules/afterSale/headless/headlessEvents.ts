import type { DbOrTx } from '../../../db/client.ts';
import { registerHeadless } from './headlessParcels.ts';
import { notePhotos } from '../photos/parcelPhotos.ts';

export interface HeadlessEvent {
  eventId: string;
  /** The 无头件 (WJ…). */
  subject: string;
  seq: number;
  type: 'HEADLESS_REGISTERED';
  data: Record<string, unknown>;
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/**
 * HEADLESS_REGISTERED (seq 1 of its WJ): the desk signed for a parcel it could not place. Junk data
 * (no waybill, no time) is an anomaly answered 200 and dropped: the desk would only send it again.
 */
export async function applyHeadlessEvent(tx: DbOrTx, event: HeadlessEvent) {
  if (event.seq !== 1) return 'REPEAT';
  const waybillNo = text(event.data.waybillNo, 40);
  const signedAt = text(event.data.at, 40);
  if (!/^[A-Za-z0-9]{8,40}$/.test(waybillNo) || Number.isNaN(Date.parse(signedAt))) return 'ANOMALY';
  const phone = text(event.data.phoneTail, 4);
  const weight = Number(event.data.weightG);
  const outcome = await registerHeadless(
    tx,
    {
      headlessNo: event.subject,
      waybillNo,
      courierCode: text(event.data.courier, 10) || 'ZTO',
      phoneTail: /^\d{4}$/.test(phone) ? phone : null,
      goodsHint: text(event.data.goods, 100),
      weightG: Number.isSafeInteger(weight) && weight > 0 ? weight : null,
      signedAt,
    },
    event.seq,
  );
  if (outcome === 'APPLIED') await notePhotos(tx, event.subject, event.data.photos);
  return outcome;
}
