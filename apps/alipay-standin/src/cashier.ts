import { alipayTime, signRequest, yuanToFen } from '@oms/alipay-protocol';
import { newTradeNo, type StandInContext } from './context.ts';
import { enqueueNotify, type TradeForNotify } from './notifier.ts';
import { SCHEMA } from './store.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type CashierResult = { kind: 'page'; html: string; status?: number } | { kind: 'redirect'; location: string };

function page(title: string, body: string, status = 200): CashierResult {
  return {
    kind: 'page',
    status,
    html: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{margin:0;font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}
header{background:#1677ff;color:#fff;padding:12px 24px;font-size:18px}header small{opacity:.8;font-size:12px;margin-left:12px}
main{max-width:480px;margin:32px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
.amount{font-size:32px;color:#1677ff;margin:8px 0 16px}.row{display:flex;justify-content:space-between;color:#666;margin:4px 0}
form{display:inline}button{font-size:16px;padding:8px 20px;margin:16px 8px 0 0;border-radius:6px;border:1px solid #d9d9d9;background:#fff;cursor:pointer}
button.primary{background:#1677ff;color:#fff;border-color:#1677ff}.note{color:#999;font-size:12px;margin-top:24px}
</style></head><body><header>支付宝 · 收银台<small>本地模拟收银台（演示与测试环境，不会扣款）</small></header><main>${body}</main></body></html>`,
  };
}

interface PayParams {
  app_id: string;
  notify_url?: string;
  return_url?: string;
  biz_content?: string;
}

/** alipay.trade.page.pay / wap.pay: opens (or reopens) the trade of out_trade_no and shows the cashier. */
export async function openCashier(ctx: StandInContext, params: PayParams): Promise<CashierResult> {
  let biz: Record<string, unknown>;
  try {
    biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
  } catch {
    return page('参数错误', '<h2>参数错误</h2><p>biz_content 不是有效的JSON</p>', 400);
  }
  const outTradeNo = String(biz.out_trade_no ?? '');
  const totalAmount = String(biz.total_amount ?? '');
  const fen = yuanToFen(totalAmount);
  if (!outTradeNo || fen === null || fen <= 0) return page('参数错误', '<h2>参数错误</h2><p>out_trade_no 或 total_amount 不正确</p>', 400);
  const closed = await ctx.pool.query(`select 1 from ${SCHEMA}.closed_out_trades where app_id = $1 and out_trade_no = $2`, [
    params.app_id,
    outTradeNo,
  ]);
  const expire = typeof biz.time_expire === 'string' ? new Date(`${biz.time_expire.replace(' ', 'T')}+08:00`) : null;
  const existing = await ctx.pool.query<{ trade_no: string; status: string; total_amount: string }>(
    `select trade_no, status, total_amount from ${SCHEMA}.trades where app_id = $1 and out_trade_no = $2 order by created_at desc`,
    [params.app_id, outTradeNo],
  );
  if (existing.rows.some((t) => t.status === 'TRADE_SUCCESS' || t.status === 'TRADE_FINISHED')) {
    return page('订单已支付', '<h2>该订单已支付</h2><p>请勿重复付款。</p>');
  }
  if (closed.rowCount || (expire && expire.getTime() < Date.now())) {
    return page('交易已关闭', '<h2>交易已关闭</h2><p>订单已超时或已被商户关闭，请回到商户重新下单支付。</p>');
  }
  let tradeNo = existing.rows.find((t) => t.status === 'WAIT_BUYER_PAY' && t.total_amount === totalAmount)?.trade_no;
  if (!tradeNo) {
    tradeNo = newTradeNo();
    await ctx.pool.query(
      `insert into ${SCHEMA}.trades (trade_no, app_id, out_trade_no, total_amount, subject, status, notify_url, return_url, time_expire)
       values ($1, $2, $3, $4, $5, 'WAIT_BUYER_PAY', $6, $7, $8)`,
      [tradeNo, params.app_id, outTradeNo, totalAmount, String(biz.subject ?? ''), params.notify_url ?? null, params.return_url ?? null, expire],
    );
  }
  return cashierPage(tradeNo, String(biz.subject ?? ''), totalAmount, outTradeNo);
}

function cashierPage(tradeNo: string, subject: string, amount: string, outTradeNo: string): CashierResult {
  const action = (what: string) => `/cashier/${encodeURIComponent(tradeNo)}/${what}`;
  return page(
    '支付宝收银台',
    `<div class="row"><span>订单</span><span>${escapeHtml(subject)}</span></div>
<div class="row"><span>商户订单号</span><span>${escapeHtml(outTradeNo)}</span></div>
<div class="amount">￥${escapeHtml(amount)}</div>
<form method="post" action="${action('pay')}"><button class="primary" type="submit">确认付款</button></form>
<form method="post" action="${action('cancel')}"><button type="submit">取消</button></form>
<form method="post" action="${action('fail')}"><button type="submit">付款失败</button></form>
<p class="note">交易号 ${escapeHtml(tradeNo)}</p>`,
  );
}

/** Marks a waiting trade paid and queues its notification; false when it is not payable any more. */
export async function payTrade(ctx: StandInContext, tradeNo: string): Promise<TradeForNotify | null> {
  const r = await ctx.pool.query<TradeForNotify & { return_url: string | null }>(
    `update ${SCHEMA}.trades t set status = 'TRADE_SUCCESS', paid_at = now()
      where trade_no = $1 and status = 'WAIT_BUYER_PAY' and (time_expire is null or time_expire > now())
        and not exists (select 1 from ${SCHEMA}.closed_out_trades c where c.app_id = t.app_id and c.out_trade_no = t.out_trade_no)
      returning *`,
    [tradeNo],
  );
  const trade = r.rows[0];
  if (!trade) return null;
  await enqueueNotify(ctx, trade);
  return trade;
}

/** The buyer's browser goes back to return_url with Alipay's signed synchronous parameters. */
async function returnLocation(ctx: StandInContext, trade: TradeForNotify & { return_url: string | null }): Promise<string | null> {
  if (!trade.return_url) return null;
  const seller = await ctx.pool.query<{ seller_id: string }>(`select seller_id from ${SCHEMA}.apps where app_id = $1`, [trade.app_id]);
  const params: Record<string, string> = {
    charset: 'utf-8',
    out_trade_no: trade.out_trade_no,
    method: 'alipay.trade.page.pay.return',
    total_amount: trade.total_amount,
    trade_no: trade.trade_no,
    auth_app_id: trade.app_id,
    version: '1.0',
    app_id: trade.app_id,
    sign_type: 'RSA2',
    seller_id: seller.rows[0]?.seller_id ?? '',
    timestamp: alipayTime(new Date()),
  };
  params.sign = signRequest(params, ctx.keys.privateKey);
  const url = new URL(trade.return_url);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export async function cashierAction(ctx: StandInContext, tradeNo: string, action: string): Promise<CashierResult> {
  const r = await ctx.pool.query<TradeForNotify & { return_url: string | null }>(`select * from ${SCHEMA}.trades where trade_no = $1`, [tradeNo]);
  const trade = r.rows[0];
  if (!trade) return page('交易不存在', '<h2>交易不存在</h2>', 404);
  if (action === 'pay') {
    const paid = await payTrade(ctx, tradeNo);
    if (!paid) return page('无法付款', '<h2>交易已关闭或已支付</h2><p>请回到商户查看订单状态。</p>');
    const location = await returnLocation(ctx, { ...paid, return_url: trade.return_url });
    return location ? { kind: 'redirect', location } : page('付款成功', `<h2>付款成功</h2><p>￥${escapeHtml(trade.total_amount)}</p>`);
  }
  if (action === 'fail') {
    return page(
      '付款失败',
      `<h2>付款失败</h2><p>账户余额不足，请更换付款方式后重试。</p>
<form method="get" action="/cashier/${encodeURIComponent(tradeNo)}"><button class="primary" type="submit">重新付款</button></form>
${trade.return_url ? `<form method="get" action="${escapeHtml(trade.return_url)}"><button type="submit">返回商家</button></form>` : ''}`,
    );
  }
  if (action === 'cancel') {
    return trade.return_url ? { kind: 'redirect', location: trade.return_url } : page('已取消', '<h2>已取消付款</h2>');
  }
  if (action === 'view' && trade.status === 'WAIT_BUYER_PAY') return cashierPage(trade.trade_no, trade.subject, trade.total_amount, trade.out_trade_no);
  return page('交易状态', `<h2>${trade.status === 'TRADE_SUCCESS' ? '该订单已支付' : '交易已关闭'}</h2>`);
}
