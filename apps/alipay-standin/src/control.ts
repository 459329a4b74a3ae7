import { verifyRequest } from '@oms/alipay-protocol';
import { newTradeNo, type Faults, type StandInContext } from './context.ts';
import { openCashier, payTrade } from './cashier.ts';
import { enqueueNotify, type TradeForNotify } from './notifier.ts';
import { SCHEMA } from './store.ts';

type Answer = { status: number; body: unknown };
const json = (body: unknown, status = 200): Answer => ({ status, body });

/**
 * The stand-in's control API (demo set-up and tests only; Alipay has no such thing): register an app's
 * key, choose faults, pay as a buyer would, make a second trade, finish a payout, read what happened.
 */
export function controlRoutes(ctx: StandInContext) {
  return async (method: string, url: URL, rawBody: string): Promise<Answer> => {
    const body = rawBody ? (JSON.parse(rawBody) as Record<string, unknown>) : {};
    const route = `${method} ${url.pathname}`;
    switch (route) {
      case 'GET /control/health': {
        // Which database it keeps its trades in: a server only uses a stand-in on its own database.
        const db = await ctx.pool.query<{ name: string; system_id: string }>(
          `select current_database() as name, inet_server_port()::text || '@' || pg_postmaster_start_time()::text as system_id`,
        );
        return json({ ok: true, publicKey: ctx.keys.publicKey, database: db.rows[0] });
      }
      case 'POST /control/apps': {
        const sellerId = String(body.sellerId ?? '2088621955999001');
        await ctx.pool.query(
          `insert into ${SCHEMA}.apps (app_id, public_key, seller_id) values ($1, $2, $3)
           on conflict (app_id) do update set public_key = excluded.public_key, seller_id = excluded.seller_id`,
          [String(body.appId), String(body.publicKey), sellerId],
        );
        return json({ alipayPublicKey: ctx.keys.publicKey, sellerId });
      }
      case 'GET /control/faults':
        return json((await ctx.pool.query(`select faults from ${SCHEMA}.settings where id = 1`)).rows[0]?.faults ?? {});
      case 'POST /control/faults': {
        const faults = body as Faults;
        await ctx.pool.query(`update ${SCHEMA}.settings set faults = $1 where id = 1`, [JSON.stringify(faults)]);
        return json(faults);
      }
      case 'POST /control/pay': {
        // The buyer opens the cashier link and presses 确认付款.
        const link = new URL(String(body.url));
        const params = Object.fromEntries(link.searchParams);
        const app = await ctx.pool.query<{ public_key: string }>(`select public_key from ${SCHEMA}.apps where app_id = $1`, [params.app_id ?? '']);
        if (!app.rows[0] || !verifyRequest(params, app.rows[0].public_key)) return json({ error: 'invalid signature' }, 400);
        const opened = await openCashier(ctx, params as { app_id: string });
        const tradeNo = opened.kind === 'page' ? /交易号 (\d+)/.exec(opened.html)?.[1] : undefined;
        if (!tradeNo) return json({ error: 'not payable' }, 409);
        const paid = await payTrade(ctx, tradeNo);
        return paid ? json({ tradeNo }) : json({ error: 'not payable' }, 409);
      }
      case 'POST /control/duplicate': {
        // A second, separate payment of an order already paid (two cashier tabs, two channels).
        const r = await ctx.pool.query<TradeForNotify>(
          `select * from ${SCHEMA}.trades where app_id = $1 and out_trade_no = $2 order by created_at limit 1`,
          [String(body.appId), String(body.outTradeNo)],
        );
        const first = r.rows[0];
        if (!first) return json({ error: 'no trade' }, 404);
        const tradeNo = newTradeNo();
        const made = await ctx.pool.query<TradeForNotify>(
          `insert into ${SCHEMA}.trades (trade_no, app_id, out_trade_no, total_amount, subject, status, notify_url, return_url, paid_at)
           select $1, app_id, out_trade_no, total_amount, subject, 'TRADE_SUCCESS', notify_url, return_url, now()
             from ${SCHEMA}.trades where trade_no = $2 returning *`,
          [tradeNo, first.trade_no],
        );
        await enqueueNotify(ctx, made.rows[0]!);
        return json({ tradeNo });
      }
      case 'POST /control/notifyNow':
        await ctx.pool.query(`update ${SCHEMA}.notifies set next_at = now() where state = 'PENDING'`);
        return json({ ok: true });
      case 'GET /control/trades':
        return json(
          (
            await ctx.pool.query(
              `select t.trade_no, t.app_id, t.out_trade_no, t.total_amount, t.status, t.refund_fee, t.paid_at,
                      coalesce((select json_agg(json_build_object('outRequestNo', r.out_request_no, 'amount', r.amount)) from ${SCHEMA}.refunds r where r.trade_no = t.trade_no), '[]') as refunds
                 from ${SCHEMA}.trades t order by t.created_at`,
            )
          ).rows,
        );
      case 'GET /control/notifies':
        return json(
          (await ctx.pool.query(`select id, trade_no, params, attempts, state, last_response from ${SCHEMA}.notifies order by id`)).rows,
        );
      case 'GET /control/transfers':
        return json((await ctx.pool.query(`select * from ${SCHEMA}.transfers order by created_at`)).rows);
      case 'POST /control/transfers/finish': {
        const status = body.status === 'FAIL' ? 'FAIL' : 'SUCCESS';
        const r = await ctx.pool.query(
          `update ${SCHEMA}.transfers set status = $3, fail_reason = case when $3 = 'FAIL' then '收款账户状态异常' end
            where app_id = $1 and out_biz_no = $2 and status = 'DEALING'`,
          [String(body.appId), String(body.outBizNo), status],
        );
        return json({ updated: r.rowCount });
      }
      case 'GET /control/royalty':
        return json((await ctx.pool.query(`select * from ${SCHEMA}.royalty order by created_at`)).rows);
      default:
        return json({ error: `unknown control route ${route}` }, 404);
    }
  };
}
