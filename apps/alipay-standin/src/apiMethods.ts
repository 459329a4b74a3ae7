import crypto from 'node:crypto';
import { fenToYuan, yuanToFen } from '@oms/alipay-protocol';
import { businessError, faults, ok, type StandInContext } from './context.ts';
import { SCHEMA } from './store.ts';

type Biz = Record<string, unknown>;
type Answer = Record<string, unknown>;

interface TradeRow {
  trade_no: string;
  out_trade_no: string;
  total_amount: string;
  status: string;
  buyer_logon_id: string;
  refund_fee: string;
  paid_at: Date | null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The trade a query/close/refund names: by trade_no, else the latest one of out_trade_no. */
async function findTrade(ctx: StandInContext, appId: string, biz: Biz): Promise<TradeRow | null> {
  const r = biz.trade_no
    ? await ctx.pool.query<TradeRow>(`select * from ${SCHEMA}.trades where app_id = $1 and trade_no = $2`, [appId, str(biz.trade_no)])
    : await ctx.pool.query<TradeRow>(
        `select * from ${SCHEMA}.trades where app_id = $1 and out_trade_no = $2 order by (status = 'TRADE_SUCCESS') desc, created_at desc limit 1`,
        [appId, str(biz.out_trade_no)],
      );
  return r.rows[0] ?? null;
}

const NOT_EXIST = () => businessError('ACQ.TRADE_NOT_EXIST', '交易不存在');

async function tradeQuery(ctx: StandInContext, appId: string, biz: Biz): Promise<Answer> {
  const t = await findTrade(ctx, appId, biz);
  if (!t) return NOT_EXIST();
  return ok({
    trade_no: t.trade_no,
    out_trade_no: t.out_trade_no,
    trade_status: t.status,
    total_amount: t.total_amount,
    buyer_logon_id: t.buyer_logon_id,
    ...(t.paid_at ? { send_pay_date: t.paid_at.toISOString() } : {}),
  });
}

async function tradeClose(ctx: StandInContext, appId: string, biz: Biz): Promise<Answer> {
  const outTradeNo = str(biz.out_trade_no);
  // Closed before the buyer ever opened the cashier: remembered, so a stale cashier link cannot pay it.
  await ctx.pool.query(`insert into ${SCHEMA}.closed_out_trades (app_id, out_trade_no) values ($1, $2) on conflict do nothing`, [
    appId,
    outTradeNo,
  ]);
  const t = await findTrade(ctx, appId, biz);
  if (!t) return NOT_EXIST();
  if (t.status === 'TRADE_SUCCESS' || t.status === 'TRADE_FINISHED') return businessError('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
  await ctx.pool.query(`update ${SCHEMA}.trades set status = 'TRADE_CLOSED', closed_at = now() where trade_no = $1 and status = 'WAIT_BUYER_PAY'`, [
    t.trade_no,
  ]);
  return ok({ trade_no: t.trade_no, out_trade_no: t.out_trade_no });
}

async function tradeRefund(ctx: StandInContext, appId: string, biz: Biz): Promise<Answer> {
  if ((await faults(ctx.pool)).refundError) return { code: '20000', msg: 'Service Currently Unavailable', sub_code: 'ACQ.SYSTEM_ERROR', sub_msg: '系统繁忙' };
  const requestNo = str(biz.out_request_no) || str(biz.out_trade_no);
  const amount = yuanToFen(str(biz.refund_amount));
  if (amount === null || amount <= 0) return businessError('ACQ.INVALID_PARAMETER', '退款金额不合法');
  const client = await ctx.pool.connect();
  try {
    await client.query('begin');
    const t = (
      await client.query<TradeRow>(
        biz.trade_no
          ? `select * from ${SCHEMA}.trades where app_id = $1 and trade_no = $2 for update`
          : `select * from ${SCHEMA}.trades where app_id = $1 and out_trade_no = $2 and status in ('TRADE_SUCCESS','TRADE_FINISHED','TRADE_CLOSED') and paid_at is not null order by created_at desc limit 1 for update`,
        [appId, str(biz.trade_no || biz.out_trade_no)],
      )
    ).rows[0];
    if (!t || !t.paid_at) {
      await client.query('rollback');
      return NOT_EXIST();
    }
    const done = await client.query<{ amount: string; trade_no: string }>(
      `select amount, trade_no from ${SCHEMA}.refunds where app_id = $1 and out_request_no = $2`,
      [appId, requestNo],
    );
    if (done.rows[0]) {
      // Alipay answers a repeated out_request_no with the first result and moves no money.
      await client.query('rollback');
      return ok({ trade_no: t.trade_no, out_trade_no: t.out_trade_no, refund_fee: fenToYuan(Number(t.refund_fee)), fund_change: 'N' });
    }
    const total = yuanToFen(t.total_amount)!;
    if (Number(t.refund_fee) + amount > total) {
      await client.query('rollback');
      return businessError('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    }
    await client.query(`insert into ${SCHEMA}.refunds (app_id, out_request_no, trade_no, amount) values ($1, $2, $3, $4)`, [
      appId,
      requestNo,
      t.trade_no,
      amount,
    ]);
    const refunded = Number(t.refund_fee) + amount;
    await client.query(
      `update ${SCHEMA}.trades set refund_fee = $2::bigint, status = case when $2::bigint >= $3::bigint then 'TRADE_CLOSED' else status end where trade_no = $1`,
      [t.trade_no, refunded, total],
    );
    await client.query('commit');
    return ok({ trade_no: t.trade_no, out_trade_no: t.out_trade_no, refund_fee: fenToYuan(refunded), fund_change: 'Y' });
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

async function refundQuery(ctx: StandInContext, appId: string, biz: Biz): Promise<Answer> {
  const r = await ctx.pool.query<{ amount: string; trade_no: string }>(
    `select amount, trade_no from ${SCHEMA}.refunds where app_id = $1 and out_request_no = $2`,
    [appId, str(biz.out_request_no)],
  );
  const row = r.rows[0];
  if (!row) return ok({ out_request_no: str(biz.out_request_no) });
  return ok({ trade_no: row.trade_no, out_request_no: str(biz.out_request_no), refund_amount: fenToYuan(Number(row.amount)), refund_status: 'REFUND_SUCCESS' });
}

async function transfer(ctx: StandInContext, appId: string, biz: Biz): Promise<Answer> {
  const f = await faults(ctx.pool);
  const outBizNo = str(biz.out_biz_no);
  const amount = yuanToFen(str(biz.trans_amount));
  const payee = (biz.payee_info ?? {}) as Record<string, unknown>;
  if (!outBizNo || amount === null || amount <= 0) return businessError('INVALID_PARAMETER', '参数有误');
  const existing = await ctx.pool.query<{ order_id: string; status: string; fail_reason: string | null }>(
    `select order_id, status, fail_reason from ${SCHEMA}.transfers where app_id = $1 and out_biz_no = $2`,
    [appId, outBizNo],
  );
  let row = existing.rows[0];
  if (!row) {
    const name = str(payee.name);
    const nameOk = name.length > 0 && !name.includes('错');
    const status = !nameOk ? 'FAIL' : (f.transferOutcome ?? 'SUCCESS');
    const reason = !nameOk ? '收款方姓名与支付宝账号不一致' : status === 'FAIL' ? '收款账户状态异常' : null;
    const orderId = `2026${crypto.randomInt(1e9, 1e10 - 1)}${crypto.randomInt(1e6, 1e7 - 1)}`;
    await ctx.pool.query(
      `insert into ${SCHEMA}.transfers (app_id, out_biz_no, order_id, amount, payee_account, payee_name, status, fail_reason)
       values ($1,$2,$3,$4,$5,$6,$7,$8) on conflict do nothing`,
      [appId, outBizNo, orderId, amount, str(payee.identity), name, status, reason],
    );
    row = (
      await ctx.pool.query<{ order_id: string; status: string; fail_reason: string | null }>(
        `select order_id, status, fail_reason from ${SCHEMA}.transfers where app_id = $1 and out_biz_no = $2`,
        [appId, outBizNo],
      )
    ).rows[0]!;
  }
  // The money has moved (or failed) before the answer is late: the caller must ask, not send again.
  if (f.transferDelayMs) await sleep(f.transferDelayMs);
  if (row.status === 'FAIL') return businessError('PAYEE_USER_INFO_ERROR', row.fail_reason ?? '转账失败', { out_biz_no: outBizNo, status: 'FAIL' });
  return ok({ out_biz_no: outBizNo, order_id: row.order_id, status: row.status, trans_date: new Date().toISOString() });
}

async function transferQuery(ctx: StandInContext, appId: string, biz: Biz): Promise<Answer> {
  const r = await ctx.pool.query<{ order_id: string; status: string; fail_reason: string | null; amount: string }>(
    `select order_id, status, fail_reason, amount from ${SCHEMA}.transfers where app_id = $1 and out_biz_no = $2`,
    [appId, str(biz.out_biz_no)],
  );
  const row = r.rows[0];
  if (!row) return businessError('ORDER_NOT_EXIST', '转账订单不存在');
  return ok({
    out_biz_no: str(biz.out_biz_no),
    order_id: row.order_id,
    status: row.status,
    trans_amount: fenToYuan(Number(row.amount)),
    ...(row.fail_reason ? { fail_reason: row.fail_reason } : {}),
  });
}

async function royalty(ctx: StandInContext, appId: string, biz: Biz, kind: 'bind' | 'settle'): Promise<Answer> {
  const requestNo = str(biz.out_request_no);
  if (!requestNo) return businessError('INVALID_PARAMETER', '缺少out_request_no');
  const fail = kind === 'settle' && (await faults(ctx.pool)).settleFail;
  await ctx.pool.query(
    `insert into ${SCHEMA}.royalty (app_id, out_request_no, kind, body, result) values ($1,$2,$3,$4,$5) on conflict do nothing`,
    [appId, requestNo, kind, JSON.stringify(biz), fail ? 'FAIL' : 'SUCCESS'],
  );
  const r = await ctx.pool.query<{ result: string }>(`select result from ${SCHEMA}.royalty where app_id = $1 and out_request_no = $2`, [appId, requestNo]);
  if (r.rows[0]!.result === 'FAIL') return businessError('ACQ.ROYALTY_ACCOUNT_NOT_EXIST', '分账收入方账户余额不足或状态异常');
  return ok(kind === 'bind' ? { result_code: 'SUCCESS' } : { trade_no: str(biz.trade_no), settle_no: `S${requestNo}` });
}

export const apiMethods: Record<string, (ctx: StandInContext, appId: string, biz: Biz) => Promise<Answer>> = {
  'alipay.trade.query': tradeQuery,
  'alipay.trade.close': tradeClose,
  'alipay.trade.refund': tradeRefund,
  'alipay.trade.fastpay.refund.query': refundQuery,
  'alipay.fund.trans.uni.transfer': transfer,
  'alipay.fund.trans.common.query': transferQuery,
  'alipay.trade.royalty.relation.bind': (ctx, appId, biz) => royalty(ctx, appId, biz, 'bind'),
  'alipay.trade.order.settle': (ctx, appId, biz) => royalty(ctx, appId, biz, 'settle'),
};
