import crypto from 'node:crypto';
import { alipayTime, fenToYuan, signNotify, yuanToFen } from '@oms/alipay-protocol';
import { faults, type StandInContext } from './context.ts';
import { SCHEMA } from './store.ts';

/** Alipay's retry schedule after the first try, in minutes: 4m, 10m, 10m, 1h, 2h, 6h, 15h. */
export const RETRY_MINUTES = [4, 10, 10, 60, 120, 360, 900];

export interface TradeForNotify {
  trade_no: string;
  app_id: string;
  out_trade_no: string;
  total_amount: string;
  subject: string;
  status: string;
  notify_url: string | null;
  buyer_logon_id: string;
  created_at: Date;
  paid_at: Date | null;
}

/** Queues the signed trade_status_sync notification of a trade's current status (with the configured faults). */
export async function enqueueNotify(ctx: StandInContext, trade: TradeForNotify): Promise<void> {
  if (!trade.notify_url) return;
  const f = await faults(ctx.pool);
  if (f.drop) return;
  const seller = await ctx.pool.query<{ seller_id: string }>(`select seller_id from ${SCHEMA}.apps where app_id = $1`, [trade.app_id]);
  const amount = f.alterAmount ? fenToYuan(yuanToFen(trade.total_amount)! + 1) : trade.total_amount;
  const params: Record<string, string> = {
    notify_time: alipayTime(new Date()),
    notify_type: 'trade_status_sync',
    notify_id: crypto.randomBytes(16).toString('hex'),
    app_id: trade.app_id,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: trade.trade_no,
    out_trade_no: trade.out_trade_no,
    buyer_id: '2088102177846880',
    buyer_logon_id: trade.buyer_logon_id,
    seller_id: seller.rows[0]?.seller_id ?? '',
    trade_status: trade.status,
    total_amount: amount,
    receipt_amount: amount,
    buyer_pay_amount: amount,
    subject: trade.subject,
    gmt_create: alipayTime(trade.created_at),
    ...(trade.paid_at ? { gmt_payment: alipayTime(trade.paid_at) } : {}),
  };
  params.sign = signNotify(params, ctx.keys.privateKey);
  const delay = f.delayMs ?? 0;
  if (f.forge) {
    const forged = { ...params, total_amount: '0.01', sign: crypto.randomBytes(256).toString('base64') };
    await ctx.pool.query(`insert into ${SCHEMA}.notifies (trade_no, notify_url, params, next_at) values ($1, $2, $3, now())`, [
      trade.trade_no,
      trade.notify_url,
      JSON.stringify(forged),
    ]);
  }
  await ctx.pool.query(
    `insert into ${SCHEMA}.notifies (trade_no, notify_url, params, next_at) values ($1, $2, $3, now() + make_interval(secs => $4::float8 / 1000))`,
    [trade.trade_no, trade.notify_url, JSON.stringify(params), delay],
  );
}

async function post(url: string, params: Record<string, string>): Promise<string> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    return (await res.text()).slice(0, 200);
  } catch (e) {
    return `error: ${(e as Error).message}`.slice(0, 200);
  }
}

/**
 * Posts due notifications until the merchant answers exactly `success`, on Alipay's schedule. Rows
 * are claimed with a lease, so two stand-ins on one database never post one twice at once.
 */
export function startNotifier(ctx: StandInContext): { stop(): void; tick(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const tick = async () => {
    const f = await faults(ctx.pool);
    const due = await ctx.pool.query<{ id: string; notify_url: string; params: Record<string, string>; attempts: number }>(
      `update ${SCHEMA}.notifies n set next_at = now() + interval '60 seconds'
         from (select id from ${SCHEMA}.notifies where state = 'PENDING' and next_at <= now()
                order by next_at ${f.reorder ? 'desc' : 'asc'}, id ${f.reorder ? 'desc' : 'asc'} limit 20 for update skip locked) d
        where n.id = d.id
       returning n.id, n.notify_url, n.params, n.attempts`,
    );
    const rows = f.reorder ? [...due.rows].sort((a, b) => Number(b.id) - Number(a.id)) : due.rows;
    await Promise.all(
      rows.map(async (row) => {
        const copies = f.repeat ? 2 : 1;
        const answers = await Promise.all(Array.from({ length: copies }, () => post(row.notify_url, row.params)));
        const delivered = answers.some((a) => a.trim() === 'success');
        const attempts = row.attempts + 1;
        if (delivered) {
          await ctx.pool.query(`update ${SCHEMA}.notifies set state = 'DELIVERED', attempts = $2, last_response = $3 where id = $1`, [
            row.id,
            attempts,
            answers.join(' | '),
          ]);
          return;
        }
        const wait = RETRY_MINUTES[attempts - 1];
        await ctx.pool.query(
          wait === undefined
            ? `update ${SCHEMA}.notifies set state = 'GAVE_UP', attempts = $2, last_response = $3 where id = $1`
            : `update ${SCHEMA}.notifies set attempts = $2, last_response = $3, next_at = now() + make_interval(secs => $4::float8 / 1000) where id = $1`,
          wait === undefined ? [row.id, attempts, answers.join(' | ')] : [row.id, attempts, answers.join(' | '), wait * ctx.msPerMinute],
        );
      }),
    );
  };
  const loop = async () => {
    if (stopped) return;
    await tick().catch(() => undefined);
    if (!stopped) timer = setTimeout(() => void loop(), Math.max(20, Math.min(500, ctx.msPerMinute / 10)));
  };
  void loop();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
    tick,
  };
}
