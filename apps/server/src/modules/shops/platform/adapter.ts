/**
 * What a shop platform (or an ERP acting as an order source) must offer the product. A real
 * integration implements this interface; in demo mode and in tests the HTTP stand-in
 * (`apps/platform-standin`) is spoken to through `httpPlatformAdapter.ts`. Nothing outside
 * `modules/shops/platform/` knows which one is behind it.
 */

/** The platform's own order status, mapped onto ours by the adapter. */
export type PlatformOrderStatus = 'WAIT_PAY' | 'WAIT_SEND' | 'SENT' | 'FINISHED' | 'CLOSED';
/** Refund state of an order or a line as the platform reports it. */
export type PlatformRefundStatus = 'NONE' | 'REFUNDING' | 'REFUNDED' | 'REFUSED';

export interface PlatformCredentials {
  /** The shop's id on the platform (stable across re-authorisations). */
  platformShopId: string;
  shopName: string;
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working. */
  expiresAt: Date;
  /** When the refresh token (the authorisation itself) stops working; the seller must authorise again. */
  refreshExpiresAt: Date;
}

export interface PlatformReceiver {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  /** The platform gave masked or encrypted values (PDD, TIKTOK, KUAISHOU): never show them as real. */
  masked: boolean;
  /**
   * Masking platforms: the real receiver sealed for the platform's own services (密文面单, 解密), and its
   * stable handle (拼多多 oaid). Kept beside the masked text; we never hold the plain values.
   */
  encrypted?: string | null;
  oaid?: string | null;
}

export interface PlatformOrderLine {
  /** The platform's line id (oid), unique within the order. */
  oid: string;
  title: string;
  imageUrl: string;
  color: string;
  size: string;
  /** 货号 (article number) of the goods. */
  articleNo: string;
  /** The wholesale stall (档口) the goods come from, when the listing names it. */
  stall: string | null;
  quantity: number;
  /** Unit price in fen. */
  priceFen: number;
  refundStatus: PlatformRefundStatus;
}

export interface PlatformOrder {
  /** The platform's order number. */
  tid: string;
  status: PlatformOrderStatus;
  refundStatus: PlatformRefundStatus;
  createdAt: Date;
  paidAt: Date | null;
  /** 最晚发货时间: the platform's deadline to ship; null when it gives none. */
  shipByAt?: Date | null;
  /** The platform's modified time: a change is applied only when this is newer than what we hold. */
  modifiedAt: Date;
  buyerNick: string;
  buyerRemark: string;
  sellerRemark: string;
  /** The seller's flag colour on the platform: 0 none, 1 red, 2 yellow, 3 green, 4 blue, 5 purple. */
  sellerFlag: number;
  receiver: PlatformReceiver;
  /** What the buyer paid, in fen, including postage. */
  paymentFen: number;
  postFeeFen: number;
  expressCompany: string | null;
  waybillNo: string | null;
  /** 追加包裹: further parcels added after shipping. */
  packages?: Array<{ expressCompany: string; waybillNo: string }>;
  lines: PlatformOrderLine[];
}

/** Orders changed since a point, oldest change first; `nextCursor` continues exactly after the last one. */
export interface PlatformOrderPage {
  orders: PlatformOrder[];
  /** Opaque; pass back to get the next page. Null when this page reached the present. */
  nextCursor: string | null;
}

export interface PlatformRefund {
  refundId: string;
  tid: string;
  oid: string | null;
  /** CLOSED: the buyer withdrew it (买家撤销). */
  status: Exclude<PlatformRefundStatus, 'NONE'> | 'CLOSED';
  reason: string;
  amountFen: number;
  modifiedAt: Date;
  /**
   * UNSHIPPED 未发货仅退款, REFUND_ONLY 已发货仅退款, RETURN_GOODS 退货退款, EXCHANGE 换货 (the goods back for
   * another colour or size, nothing refunded; `raw.exchange_to` says which); null when the platform does not say.
   */
  kind: 'UNSHIPPED' | 'REFUND_ONLY' | 'RETURN_GOODS' | 'EXCHANGE' | null;
  /** The buyer's parcel back to the shop's return address (退货退款), once sent. */
  returnWaybillNo: string | null;
  returnCompany: string | null;
  /** 极速退款: the platform refunded the buyer at once, without asking the seller (抖店's tag). */
  fast: boolean;
  /** The refund as the platform sent it (kept beside the normalised fields). */
  raw: Record<string, unknown>;
}

export interface PlatformRefundPage {
  refunds: PlatformRefund[];
  nextCursor: string | null;
}

export type PlatformFaultKind =
  /** No answer in time. */
  | 'timeout'
  /** The platform failed (HTTP 5xx) or answered something unreadable. */
  | 'unavailable'
  /** Too many calls: wait `retryAfterMs`. */
  | 'rate_limited'
  /** The access token expired: refresh it. */
  | 'token_expired'
  /** The authorisation itself is gone (refresh refused, seller revoked): the shop must be authorised again. */
  | 'authorization_revoked'
  /** The platform refused the call for a reason retrying will not fix (bad code, unknown order…). */
  | 'rejected';

export class PlatformError extends Error {
  constructor(
    readonly kind: PlatformFaultKind,
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export interface PlatformAdapter {
  readonly channel: string;
  /** Where to send the seller's browser to authorise a shop; the platform comes back to `redirectUri?code=…&state=…`. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<PlatformCredentials>;
  refresh(refreshToken: string): Promise<PlatformCredentials>;
  /**
   * Orders whose platform modified time is at or after `since`, ordered by (modifiedAt, tid); with a
   * cursor, continues strictly after the cursor's position.
   */
  pullChangedOrders(
    accessToken: string,
    input: { since: Date; cursor: string | null; pageSize: number },
  ): Promise<PlatformOrderPage>;
  pullOrder(accessToken: string, tid: string): Promise<PlatformOrder | null>;
  pushWaybill(
    accessToken: string,
    input: { tid: string; expressCompany: string; waybillNo: string },
  ): Promise<void>;
  /** 追加包裹: another parcel of an order this API shipped; the same waybill again is accepted. */
  addPackage(
    accessToken: string,
    input: { tid: string; expressCompany: string; waybillNo: string },
  ): Promise<void>;
  pullRefunds(
    accessToken: string,
    input: { since: Date; cursor: string | null; pageSize: number },
  ): Promise<PlatformRefundPage>;
  /**
   * Masking platforms: the plain receiver of one of the shop's orders (the platforms count these per
   * shop and day). The answer is shown once and never stored.
   */
  decryptReceiver?(
    accessToken: string,
    input: { tid: string; encrypted: string },
  ): Promise<Omit<PlatformReceiver, 'masked' | 'encrypted' | 'oaid'>>;
  /** REDBOOK: send the 6-digit verification code to the shop's 千帆 inbox. Other channels: not needed. */
  sendVerificationCode?(accessToken: string): Promise<void>;
  /** REDBOOK: check the code the seller typed. */
  checkVerificationCode?(accessToken: string, code: string): Promise<boolean>;
}
