// The pure fee rules are shared with the console (the placing form shows the same figures).
export {
  SERVICE_FEES,
  lineServiceFees,
  GARMENT_G,
  PAIR_G,
  PACKAGING_G,
  parcelWeightG,
  chargedKg,
  freightFen,
  type FeeRule,
} from '@oms/api-client';

/** At PACKED: a heavier parcel up to this much more is taken from the balance; beyond it, 补款 holds it. */
export const FREIGHT_TOP_UP_LIMIT_FEN = 1000;
/** Canceling after the waybill was printed costs the interception. */
export const INTERCEPTION_FEN = 200;
