import type { FastifyInstance } from 'fastify';
import { fulfilmentStrategyOf } from './exceptionPolicy.ts';
import { sql, type SQL } from 'drizzle-orm';
import { daifaEndpoints, ErrorCode, maskName, type AbnormalKind, type AbnormalRow } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { executePrepared } from '../../../db/prepared.ts';
import { ApiError } from '../../../http/apiError.ts';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { pageWithCounts } from '../../../list/pageWithCounts.ts';
import { resolveLine } from './abnormalResolve.ts';
import {
  actionsFor,
  ADDRESS_ISSUE_DEFAULT_MS,
  defaultFor,
  type ExceptionPolicy,
  isLineKind,
  ORDER_RESOLUTIONS,
  stallWords,
  type ExceptionLine,
  type LineKind,
} from './exceptionKinds.ts';
import { courierByCode } from '../express/couriers.ts';
import { resolveOrder } from './abnormalOrder.ts';
import { askMarket, stallKindOf } from '../placement/goodsEndpoints.ts';
import type { LineState } from '../orders/stateMachine.ts';

/** Each kind as a condition on a line in an exception (`l`), the stop reason splitting E_STOP_TAKING. */
const KIND_WHERE: Record<LineKind, SQL> = {
  LACK: sql`l.pickup_state = 'E_LACK_TAKING'`,
  NEXT_DAY: sql`l.pickup_state = 'E_NEXT_TAKING'`,
  CHANGE: sql`l.pickup_state = 'E_CHANGE_TAKING'`,
  PRICE_RAISED: sql`l.pickup_state = 'E_STOP_TAKING' and l.exception_reason = 'PRICE_RAISED'`,
  DELISTED: sql`l.pickup_state = 'E_STOP_TAKING' and l.exception_reason = 'DELISTED'`,
  STALL_CLOSED: sql`l.pickup_state = 'E_STOP_TAKING' and coalesce(l.exception_reason, '') not in ('PRICE_RAISED', 'DELISTED')`,
};

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

type Row = Record<string, unknown>;

function rowOf(r: Row, kind: AbnormalKind, policy: ExceptionPolicy): AbnormalRow {
  const line: ExceptionLine = {
    pickupState: r.pickup_state as LineState,
    exceptionReason: (r.exception_reason as string | null) ?? null,
    detail: (r.exception_detail as Record<string, unknown> | null) ?? null,
    replenishNo: (r.replenish_no as string | null) ?? null,
  };
  const detail = line.detail ?? {};
  const exchange = (detail.exchange ?? null) as Record<string, unknown> | null;
  const issue = (r.address_issue ?? null) as { at?: string; courierCode?: string; reason?: string } | null;
  const d =
    kind === 'BAD_ADDRESS'
      ? { afterMs: ADDRESS_ISSUE_DEFAULT_MS, action: 'CANCEL' as const }
      : isLineKind(kind)
        ? defaultFor(line, policy)
        : null;
  const exceptionAt = iso(issue?.at) ?? iso(r.exception_at) ?? iso(r.created_at)!;
  return {
    orderNo: String(r.order_no),
    lineNo: Number(r.line_no ?? 0),
    kind,
    goodsId: (r.goods_id as string | null) ?? null,
    stall: String(r.stall ?? ''),
    articleNo: String(r.article_no ?? ''),
    title: String(r.title ?? ''),
    color: String(r.color ?? ''),
    size: String(r.size ?? ''),
    qty: Number(r.qty ?? 0),
    tookQty: Number(r.took_qty ?? 0),
    priceFen: Number(r.price_fen ?? 0),
    newPriceFen:
      kind === 'PRICE_RAISED' && detail.newPriceFen !== undefined ? Number(detail.newPriceFen) : null,
    exchange:
      kind === 'CHANGE' && exchange
        ? {
            goodsId: String(exchange.goodsId ?? ''),
            articleNo: String(exchange.articleNo ?? ''),
            stall: String(exchange.stall ?? ''),
            title: String(exchange.title ?? ''),
            color: String(exchange.color ?? ''),
            size: String(exchange.size ?? ''),
            priceFen: Number(exchange.priceFen ?? 0),
          }
        : null,
    stallWords:
      kind === 'HOLD'
        ? '订单已挂起'
        : kind === 'BAD_ADDRESS'
          ? `${courierByCode(issue?.courierCode ?? '')?.name ?? '快递'}：${issue?.reason ?? '地址无法揽收'}`
          : stallWords(line),
    attempt: Number(detail.attempt ?? 1) || 1,
    exceptionAt,
    defaultAt: d ? new Date(new Date(exceptionAt).getTime() + d.afterMs).toISOString() : null,
    defaultAction: d?.action ?? null,
    actions: isLineKind(kind) ? actionsFor(line) : [...ORDER_RESOLUTIONS[kind]],
    replenish:
      r.replenish_amount_fen !== null && r.replenish_amount_fen !== undefined
        ? {
            replenishNo: String(r.replenish_no),
            amountFen: Number(r.replenish_amount_fen),
            deadlineAt: iso(r.replenish_deadline_at)!,
          }
        : null,
    receiverName: maskName(r.receiver_name as string),
    createdAt: iso(r.created_at)!,
  };
}

/**
 * Rows per kind: lines in an exception belong to picking orders only (a cancel gives up its untaken
 * lines, and an order leaves picking once every line is taken), counted from the partial index alone;
 * 地址异常 and 挂起 are whole orders. A named statement: planning it cost more than running it.
 */
const abnormalCountsSql = (tenant: number) => sql`
    select case
             when pickup_state = 'E_LACK_TAKING' then 'LACK'
             when pickup_state = 'E_NEXT_TAKING' then 'NEXT_DAY'
             when pickup_state = 'E_CHANGE_TAKING' then 'CHANGE'
             when exception_reason = 'PRICE_RAISED' then 'PRICE_RAISED'
             when exception_reason = 'DELISTED' then 'DELISTED'
             else 'STALL_CLOSED' end as kind, count(*)::int as n
      from daifa_order_lines
     where tenant_id = ${tenant} and pickup_state like 'E_%' and not canceled
     group by 1
    union all
    select f, count(*)::int from daifa_orders, unnest(flags) f
     where tenant_id = ${tenant} and flags <> '{}' and flags && '{HOLD,BAD_ADDRESS}'::text[] and f in ('HOLD', 'BAD_ADDRESS')
       and status in ('WAITING_TAKING', 'TAKING', 'WAITING_DELIVERING')
     group by f`;

/** Every kind's count, 0 where none. */
function readCounts(rows: readonly (readonly [string, number])[]): Record<string, number> {
  const counts: Record<string, number> = {
    LACK: 0,
    NEXT_DAY: 0,
    PRICE_RAISED: 0,
    CHANGE: 0,
    STALL_CLOSED: 0,
    DELISTED: 0,
    BAD_ADDRESS: 0,
    HOLD: 0,
  };
  for (const [kind, n] of rows) counts[kind] = Number(n);
  return counts;
}

export async function abnormalCounts(db: DbOrTx, tenant: number): Promise<Record<string, number>> {
  const counted = await executePrepared<{ kind: string; n: number }>(db, abnormalCountsSql(tenant));
  return readCounts(counted.rows.map((c) => [c.kind, c.n] as const));
}

/** 异常订单: the lines stalls answered with an exception, a tab per kind, oldest answer first (nearest its default). */
export function registerAbnormalEndpoints(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  registerEndpoint(app, ctx, daifaEndpoints.abnormalCounts, async ({ caller }) => ({
    counts: await abnormalCounts(db, caller.tenantId),
  }));
  registerEndpoint(app, ctx, daifaEndpoints.abnormalPage, async ({ body, caller }) => {
    const tenant = caller.tenantId;
    const offset = (body.pageNum - 1) * body.pageSize;
    // One named statement (each kind's its own: planning cost more than running it) answers the
    // page and every kind's count.
    const kind = body.kind;
    const page = !isLineKind(kind)
      ? sql`
            select o.id as sort_id, o.order_no, o.receiver_name, o.created_at, o.updated_at as exception_at, 0 as line_no, o.address_issue,
                   l.goods_id, l.stall, l.article_no, l.title, l.color, l.size, l.qty, l.took_qty, l.price_fen,
                   l.pickup_state, null as exception_reason, null as exception_detail, null as replenish_no,
                   null as replenish_amount_fen, null as replenish_deadline_at
              from daifa_orders o
              join lateral (select * from daifa_order_lines where order_id = o.id order by line_no limit 1) l on true
             where o.tenant_id = ${tenant} and o.flags <> '{}' and ${kind} = any(o.flags)
               and o.status in ('WAITING_TAKING', 'TAKING', 'WAITING_DELIVERING')
             order by o.updated_at, o.id limit ${body.pageSize} offset ${offset}`
      : sql`
            select l.id as sort_id, o.order_no, o.receiver_name, o.created_at, l.exception_at, l.line_no, l.goods_id, l.stall,
                   l.article_no, l.title, l.color, l.size, l.qty, l.took_qty, l.price_fen, l.pickup_state,
                   l.exception_reason, l.exception_detail, l.replenish_no,
                   r.amount_fen as replenish_amount_fen, r.deadline_at as replenish_deadline_at
              from daifa_order_lines l join daifa_orders o on o.id = l.order_id
              left join replenish_requests r on r.replenish_no = l.replenish_no and r.state = 'WAITING_PAYMENT'
             where l.tenant_id = ${tenant} and l.pickup_state like 'E_%' and not l.canceled
               and ${KIND_WHERE[kind]}
             order by l.exception_at, l.id limit ${body.pageSize} offset ${offset}`;
    const [answered, policy] = await Promise.all([
      pageWithCounts<Row>(db, {
        page,
        counts: abnormalCountsSql(tenant),
        orderBy: sql`p.exception_at, p.sort_id`,
      }),
      // the defaults each row shows are the tenant's 订单履约策略
      fulfilmentStrategyOf(db, tenant),
    ]);
    const counts = readCounts(answered.counts);
    const rows = answered.rows;
    return { rows: rows.map((row) => rowOf(row, kind, policy)), total: counts[kind] ?? 0, counts };
  });

  const brandKind = stallKindOf(ctx.config.brand);
  registerEndpoint(app, ctx, daifaEndpoints.abnormalResolve, async ({ body, caller }) => {
    let rerouteTo = null;
    if (body.action === 'REROUTE') {
      if (!body.goodsId)
        throw new ApiError(ErrorCode.INVALID_INPUT, '请先从找同款中选择换到的档口商品', { field: 'goodsId' });
      rerouteTo = await askMarket(() => ctx.daifa.market.goods(body.goodsId!));
      if (!rerouteTo || rerouteTo.delisted || rerouteTo.kind !== brandKind)
        throw new ApiError(ErrorCode.GOODS_UNAVAILABLE, '商品已下架或不存在', { field: 'goodsId' });
    }
    const results = [];
    // Each line on its own: one refused does not hold back the others.
    for (const item of body.items) {
      try {
        const who = { accountId: caller.accountId, operatorName: caller.username };
        const outcome = await db.transaction((tx) =>
          item.lineNo === 0
            ? resolveOrder(
                tx,
                { funds: ctx.funds, fulfilment: ctx.daifa.fulfilment },
                {
                  tenantId: caller.tenantId,
                  orderNo: item.orderNo,
                  action: body.action,
                  courierCode: body.courierCode ?? null,
                  who,
                },
              )
            : resolveLine(
                tx,
                { funds: ctx.funds, fulfilment: ctx.daifa.fulfilment, rerouteTo },
                {
                  tenantId: caller.tenantId,
                  orderNo: item.orderNo,
                  lineNo: item.lineNo,
                  action: body.action,
                  who: { accountId: caller.accountId, operatorName: caller.username },
                },
              ),
        );
        results.push({ ...item, ok: true, errorCode: 0, errorMsg: '', ...outcome });
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        results.push({
          ...item,
          ok: false,
          errorCode: e.errorCode,
          errorMsg: e.message,
          refundedFen: 0,
          replenishNo: null,
        });
      }
    }
    // A single line refused is answered as the refusal itself (the console shows it where it was clicked).
    if (results.length === 1 && !results[0]!.ok)
      throw new ApiError(results[0]!.errorCode as never, results[0]!.errorMsg);
    return { results };
  });
}
