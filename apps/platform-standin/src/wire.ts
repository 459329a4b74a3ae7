/** The JSON shapes the platform answers with (PROTOCOL.md). Money in integer fen, times ISO 8601 at +08:00. */

export type WireOrderStatus = 'WAIT_PAY' | 'WAIT_SEND' | 'SENT' | 'FINISHED' | 'CLOSED';
export type WireRefundStatus = 'NONE' | 'REFUNDING' | 'REFUNDED' | 'REFUSED';

export interface WireReceiver {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  masked: boolean;
  /** Masking platforms: the real receiver, encrypted for the platform's decryption service. */
  encrypted: string | null;
  /** Masking platforms: the receiver's stable handle (拼多多 oaid), asked for with the blob by 密文面单 calls. */
  oaid: string | null;
}

export interface WireLine {
  oid: string;
  title: string;
  pic_url: string;
  color: string;
  size: string;
  article_no: string;
  stall: string | null;
  num: number;
  price: number;
  refund_status: WireRefundStatus;
}

export interface WireOrder {
  tid: string;
  status: WireOrderStatus;
  refund_status: WireRefundStatus;
  created: string;
  pay_time: string | null;
  /** 最晚发货时间: the platform's deadline to ship, from payment; null before it or where none is given. */
  ship_by_time: string | null;
  modified: string;
  buyer_nick: string;
  buyer_message: string;
  seller_memo: string;
  seller_flag: number;
  receiver: WireReceiver;
  payment: number;
  post_fee: number;
  express_company: string | null;
  waybill_no: string | null;
  consign_time: string | null;
  /** 追加包裹 the seller added after shipping, oldest first. */
  packages: Array<{ express_company: string; waybill_no: string }>;
  lines: WireLine[];
}

/** A platform's own field on a refund: a word, a number, or (抖店's aftersale_tags) a list of tags. */
export type WirePlatformValue = string | number | boolean | null | Record<string, string>[];

export interface WireRefund {
  /**
   * 淘宝 (tb_status, good_status, refund_version) and 抖店 (aftersale_type, aftersale_status,
   * refund_amount, aftersale_tags) word it their way too.
   */
  [platformField: string]: WirePlatformValue;
  refund_id: string;
  tid: string;
  oid: string | null;
  /** CLOSED: the buyer withdrew it (the order line then shows no refund). */
  status: Exclude<WireRefundStatus, 'NONE'> | 'CLOSED';
  reason: string;
  refund_fee: number;
  /** UNSHIPPED 未发货仅退款, REFUND_ONLY 已发货仅退款, RETURN_GOODS 退货退款, EXCHANGE 换货 (nothing refunded). */
  refund_kind: 'UNSHIPPED' | 'REFUND_ONLY' | 'RETURN_GOODS' | 'EXCHANGE';
  /** 换货: the colour and size the buyer wants instead; null otherwise. */
  exchange_to: string | null;
  /** The buyer's parcel back to the shop's return address, once sent (退货退款). */
  return_waybill_no: string | null;
  return_company: string | null;
  created: string;
  modified: string;
}

const BEIJING_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 86_400_000;
/** "YYYY-MM-DDT" per Beijing day: formatting is the hot path of serving orders. */
const dayPrefixes = new Map<number, string>();

function dayPrefix(day: number): string {
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    if (dayPrefixes.size > 10_000) dayPrefixes.clear();
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  return prefix;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Beijing time, as the platforms write it, with milliseconds so no two changes look alike. */
export function wireTime(ms: number): string {
  const local = ms + BEIJING_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  const inDay = local - day * DAY_MS;
  const hours = Math.floor(inDay / 3_600_000);
  const minutes = Math.floor((inDay % 3_600_000) / 60_000);
  const seconds = Math.floor((inDay % 60_000) / 1000);
  return `${dayPrefix(day)}${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(inDay % 1000, 3)}+08:00`;
}
