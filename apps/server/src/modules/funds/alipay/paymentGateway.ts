/**
 * What the funds module needs from a payment provider. `AlipayGateway` implements it over Alipay's
 * open API; in demo mode and tests it talks to the local stand-in, which speaks the same protocol.
 */
export interface PaymentGateway {
  readonly appId: string;
  readonly sellerId: string;
  /** The cashier address the buyer's browser goes to (alipay.trade.page.pay, or wap.pay on phones). */
  cashierUrl(order: CashierOrder): string;
  /** Checks an asynchronous notification's RSA2 signature (over every parameter but sign and sign_type). */
  verifyNotify(params: Record<string, string>): boolean;
  query(payNo: string): Promise<TradeQueryResult>;
  close(payNo: string): Promise<'CLOSED' | 'NOT_EXIST' | 'PAID' | 'ERROR'>;
  refund(request: RefundRequest): Promise<RefundResult>;
  transfer(request: TransferRequest): Promise<TransferResult>;
  transferQuery(withdrawNo: string): Promise<TransferResult>;
  royaltyBind(request: { requestNo: string; account: string; name: string }): Promise<{ ok: boolean; message?: string }>;
  /** `uncertain`: no answer came (timeout, network): ask again with the same requestNo. */
  settle(request: { requestNo: string; tradeNo: string; account: string; fen: number }): Promise<{ ok: boolean; message?: string; uncertain?: boolean }>;
}

export interface CashierOrder {
  payNo: string;
  fen: number;
  subject: string;
  expiresAt: Date;
  channel: 'WEB' | 'WAP';
  returnUrl: string;
}

export type TradeQueryResult =
  | { status: 'NOT_EXIST' }
  | { status: 'ERROR'; message: string }
  | { status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED'; tradeNo: string; totalAmount: string };

export interface RefundRequest {
  refundNo: string;
  payNo: string;
  tradeNo: string;
  fen: number;
  reason: string;
}

export type RefundResult = { status: 'SUCCESS' } | { status: 'RETRY'; message: string } | { status: 'FAILED'; message: string };

export interface TransferRequest {
  withdrawNo: string;
  fen: number;
  account: string;
  realName: string;
}

/** UNKNOWN: no answer (timeout): the payout may or may not have happened; ask with transferQuery, never resend. */
export type TransferResult =
  | { status: 'SUCCESS'; orderId: string }
  | { status: 'DEALING'; orderId?: string }
  | { status: 'FAIL'; reason: string }
  | { status: 'UNKNOWN'; message: string }
  /** transferQuery only: Alipay never received it, so sending it (same out_biz_no) cannot pay twice. */
  | { status: 'NOT_FOUND' };
