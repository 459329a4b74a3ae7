import {
  alipayTime,
  extractSignedObject,
  fenToYuan,
  responseKey,
  rsa2Verify,
  signRequest,
  verifyNotify,
} from '@oms/alipay-protocol';
import type {
  CashierOrder,
  PaymentGateway,
  RefundRequest,
  RefundResult,
  TradeQueryResult,
  TransferRequest,
  TransferResult,
} from './paymentGateway.ts';

export interface AlipayConfig {
  gatewayUrl: string;
  appId: string;
  /** PKCS#8 PEM of our application key. */
  privateKey: string;
  /** Alipay's public key (PEM), which signs its answers and notifications. */
  alipayPublicKey: string;
  /** Our merchant's Alipay user id (2088…), checked on every notification. */
  sellerId: string;
  notifyUrl: string;
  timeoutMs?: number;
}

type Answer = Record<string, unknown> & { code?: string; msg?: string; sub_code?: string; sub_msg?: string };

class NoAnswer extends Error {}

/** Alipay's open API over HTTP: signed requests, verified answers. */
export class AlipayGateway implements PaymentGateway {
  constructor(private readonly config: AlipayConfig) {}

  get appId() {
    return this.config.appId;
  }
  get sellerId() {
    return this.config.sellerId;
  }

  private common(method: string, bizContent: Record<string, unknown>, extra: Record<string, string> = {}) {
    const params: Record<string, string> = {
      app_id: this.config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTime(new Date()),
      version: '1.0',
      ...extra,
      biz_content: JSON.stringify(bizContent),
    };
    params.sign = signRequest(params, this.config.privateKey);
    return params;
  }

  cashierUrl(order: CashierOrder): string {
    const wap = order.channel === 'WAP';
    const params = this.common(
      wap ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay',
      {
        out_trade_no: order.payNo,
        total_amount: fenToYuan(order.fen),
        subject: order.subject,
        product_code: wap ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
        time_expire: alipayTime(order.expiresAt),
      },
      { notify_url: this.config.notifyUrl, return_url: order.returnUrl },
    );
    const url = new URL(this.config.gatewayUrl);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  }

  verifyNotify(params: Record<string, string>): boolean {
    return verifyNotify(params, this.config.alipayPublicKey);
  }

  /** One API call; throws NoAnswer when the answer is missing, late or not Alipay's (bad signature). */
  private async call(method: string, biz: Record<string, unknown>, timeoutMs = this.config.timeoutMs ?? 10_000): Promise<Answer> {
    let text: string;
    try {
      const res = await fetch(this.config.gatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(this.common(method, biz)).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (e) {
      throw new NoAnswer(`支付宝无应答：${(e as Error).message}`);
    }
    const key = responseKey(method);
    const signed = extractSignedObject(text, key);
    const sign = /"sign"\s*:\s*"([^"]+)"/.exec(text.slice(text.lastIndexOf('"sign"')))?.[1];
    if (!signed || !sign) {
      const error = extractSignedObject(text, 'error_response');
      throw new NoAnswer(error ? `支付宝拒绝请求：${(JSON.parse(error) as Answer).sub_msg ?? ''}` : `支付宝应答格式不正确：${text.slice(0, 120)}`);
    }
    if (!rsa2Verify(signed, sign, this.config.alipayPublicKey)) throw new NoAnswer('支付宝应答验签失败');
    return JSON.parse(signed) as Answer;
  }

  async query(payNo: string): Promise<TradeQueryResult> {
    try {
      const a = await this.call('alipay.trade.query', { out_trade_no: payNo });
      if (a.code === '10000') {
        return {
          status: a.trade_status as 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED',
          tradeNo: String(a.trade_no),
          totalAmount: String(a.total_amount),
        };
      }
      if (a.sub_code === 'ACQ.TRADE_NOT_EXIST') return { status: 'NOT_EXIST' };
      return { status: 'ERROR', message: String(a.sub_msg ?? a.msg) };
    } catch (e) {
      return { status: 'ERROR', message: (e as Error).message };
    }
  }

  async close(payNo: string): Promise<'CLOSED' | 'NOT_EXIST' | 'PAID' | 'ERROR'> {
    try {
      const a = await this.call('alipay.trade.close', { out_trade_no: payNo });
      if (a.code === '10000') return 'CLOSED';
      if (a.sub_code === 'ACQ.TRADE_NOT_EXIST') return 'NOT_EXIST';
      if (a.sub_code === 'ACQ.TRADE_STATUS_ERROR') return 'PAID';
      return 'ERROR';
    } catch {
      return 'ERROR';
    }
  }

  async refund(r: RefundRequest): Promise<RefundResult> {
    try {
      const a = await this.call('alipay.trade.refund', {
        trade_no: r.tradeNo,
        out_trade_no: r.payNo,
        refund_amount: fenToYuan(r.fen),
        out_request_no: r.refundNo,
        refund_reason: r.reason,
      });
      if (a.code === '10000') return { status: 'SUCCESS' };
      if (a.code === '20000' || a.sub_code === 'ACQ.SYSTEM_ERROR') return { status: 'RETRY', message: String(a.sub_msg ?? a.msg) };
      return { status: 'FAILED', message: String(a.sub_msg ?? a.msg) };
    } catch (e) {
      // Unknown outcome: retried later with the same out_request_no, which Alipay never pays twice.
      return { status: 'RETRY', message: (e as Error).message };
    }
  }

  private transferAnswer(a: Answer): TransferResult {
    if (a.code === '10000') {
      if (a.status === 'SUCCESS') return { status: 'SUCCESS', orderId: String(a.order_id) };
      if (a.status === 'FAIL') return { status: 'FAIL', reason: String(a.fail_reason ?? '转账失败') };
      return { status: 'DEALING', orderId: a.order_id ? String(a.order_id) : undefined };
    }
    if (a.code === '40004') return { status: 'FAIL', reason: String(a.sub_msg ?? '转账失败') };
    return { status: 'UNKNOWN', message: String(a.sub_msg ?? a.msg) };
  }

  async transfer(t: TransferRequest): Promise<TransferResult> {
    try {
      return this.transferAnswer(
        await this.call('alipay.fund.trans.uni.transfer', {
          out_biz_no: t.withdrawNo,
          trans_amount: fenToYuan(t.fen),
          product_code: 'TRANS_ACCOUNT_NO_PWD',
          biz_scene: 'DIRECT_TRANSFER',
          order_title: '余额提现',
          payee_info: { identity: t.account, identity_type: 'ALIPAY_LOGON_ID', name: t.realName },
        }),
      );
    } catch (e) {
      return { status: 'UNKNOWN', message: (e as Error).message };
    }
  }

  async transferQuery(withdrawNo: string): Promise<TransferResult> {
    try {
      const a = await this.call('alipay.fund.trans.common.query', {
        out_biz_no: withdrawNo,
        product_code: 'TRANS_ACCOUNT_NO_PWD',
        biz_scene: 'DIRECT_TRANSFER',
      });
      // Never sent (the call before it died before reaching Alipay): safe to send now.
      if (a.sub_code === 'ORDER_NOT_EXIST') return { status: 'NOT_FOUND' };
      return this.transferAnswer(a);
    } catch (e) {
      return { status: 'UNKNOWN', message: (e as Error).message };
    }
  }

  async royaltyBind(r: { requestNo: string; account: string; name: string }) {
    try {
      const a = await this.call('alipay.trade.royalty.relation.bind', {
        out_request_no: r.requestNo,
        receiver_list: [{ type: 'loginName', account: r.account, name: r.name, memo: '代发货款后付分账' }],
      });
      return a.code === '10000' ? { ok: true } : { ok: false, message: String(a.sub_msg ?? a.msg) };
    } catch (e) {
      return { ok: false, message: (e as Error).message };
    }
  }

  async settle(r: { requestNo: string; tradeNo: string; account: string; fen: number }) {
    try {
      const a = await this.call('alipay.trade.order.settle', {
        out_request_no: r.requestNo,
        trade_no: r.tradeNo,
        royalty_parameters: [{ royalty_type: 'transfer', trans_in_type: 'loginName', trans_in: r.account, amount: fenToYuan(r.fen) }],
      });
      return a.code === '10000' ? { ok: true } : { ok: false, message: String(a.sub_msg ?? a.msg) };
    } catch (e) {
      return { ok: false, message: (e as Error).message, uncertain: true };
    }
  }
}
