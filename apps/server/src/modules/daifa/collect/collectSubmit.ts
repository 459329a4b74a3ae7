import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { collectSubmitRequestSchema } from '@oms/api-client';
import { ErrorCode, type Brand, type CollectSubmitted } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { ApiError, invalid } from '../../../http/apiError.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { divisionOf } from '../express/areaTree.ts';
import { marketGoodsByArticle, resolveCollectLines, type CollectOutcome } from './collectGoods.ts';
import { writeCollect } from './collects.ts';
import { payDaifaOrders } from '../payments/daifaPay.ts';
import type { MarketGateway, StallKind } from '../gateways/marketGateway.ts';
import { askMarket } from '../placement/goodsEndpoints.ts';
import { placeOrder } from '../placement/placement.ts';

type Caller = { tenantId: number; accountId: number };
type Input = z.output<typeof collectSubmitRequestSchema>;
type Row = Input['rows'][number];
type RowResult = CollectSubmitted['rows'][number];

/**
 * 手动报单 提交: the goods of every row are looked up at the market first (one question per 货号), then
 * each row is written in its own transaction — placed as a DF order (source 手动报单) with its record, or
 * recorded as 待核价 or 失败 with why — so one bad row leaves the others placed. The placed orders go into
 * one payment order. `{requestKey}:{row}` keys both the record and the order: a repeated submit (the
 * answer was lost) answers what the first one did and places nothing twice.
 */
export async function submitCollect(
  db: Db,
  deps: { funds: FundsServices; market: MarketGateway; kind: StallKind; brand: Brand },
  caller: Caller,
  input: Input,
): Promise<CollectSubmitted> {
  const keyOf = (i: number) => `${input.requestKey}:${i}`;
  const ids = input.rows.flatMap((r) => (r.id ? [r.id] : []));
  if (new Set(ids).size !== ids.length) throw invalid('同一条报单出现了两次', 'rows');

  const before = await db.execute<{
    id: string;
    request_key: string;
    state: RowResult['state'];
    order_no: string | null;
    reason: string | null;
  }>(sql`
    select id, request_key, state, order_no, reason from daifa_collects
     where tenant_id = ${caller.tenantId} and request_key = any(${arrayParam(input.rows.map((_, i) => keyOf(i)))}::text[])`);
  const answered = new Map(before.rows.map((r) => [r.request_key, r]));

  const goods = await askMarket(() =>
    marketGoodsByArticle(
      deps.market,
      deps.kind,
      input.rows.flatMap((r) => r.lines.map((l) => l.articleNo)),
    ),
  );

  const results: RowResult[] = [];
  for (const [i, row] of input.rows.entries()) {
    const earlier = answered.get(keyOf(i));
    if (earlier) {
      results.push({
        id: Number(earlier.id),
        state: earlier.state,
        orderNo: earlier.order_no,
        reason: earlier.reason,
      });
      continue;
    }
    results.push(await submitRow(db, deps, caller, input.courierCode, row, keyOf(i), goods));
  }

  const placed = results.flatMap((r) => (r.orderNo ? [r.orderNo] : []));
  if (!placed.length) return { rows: results, payNo: null, amountFen: 0 };
  const payment = await db.transaction(async (tx) => {
    try {
      return await payDaifaOrders(
        tx,
        deps.funds,
        caller,
        sql`o.tenant_id = ${caller.tenantId} and o.order_no = any(${arrayParam(placed)}::text[])`,
        'ids',
      );
    } catch (error) {
      // All placed before under this key and paid since: nothing is owed now.
      if (error instanceof ApiError && error.errorCode === ErrorCode.CONFLICT) return null;
      throw error;
    }
  });
  return { rows: results, payNo: payment?.payNo ?? null, amountFen: payment?.amountFen ?? 0 };
}

async function submitRow(
  db: Db,
  deps: { funds: FundsServices; brand: Brand },
  caller: Caller,
  courierCode: string,
  row: Row,
  requestKey: string,
  goods: Awaited<ReturnType<typeof marketGoodsByArticle>>,
): Promise<RowResult> {
  const fields = { ...row, courierCode };
  const division = divisionOf(row.receiver.areaCode);
  const outcome: CollectOutcome = division
    ? resolveCollectLines(row.lines, goods)
    : { state: 'FAILED', reason: '收货地址的省市区无效，请重新选择' };
  const record = (state: RowResult['state'], reason: string | null) =>
    db.transaction(async (tx) => ({
      id: await writeCollect(tx, caller, row.id, fields, { state, requestKey, reason }),
      state,
      orderNo: null,
      reason,
    }));
  try {
    if (outcome.state !== 'READY') return await record(outcome.state, outcome.reason);
    return await db.transaction(async (tx) => {
      const placed = await placeOrder(tx, deps.funds, {
        tenantId: caller.tenantId,
        accountId: caller.accountId,
        brand: deps.brand,
        requestKey,
        source: 'COLLECT',
        lines: outcome.lines,
        receiver: {
          name: row.receiver.name,
          phone: row.receiver.phone,
          address: row.receiver.address,
          ...division!,
        },
        courierCode,
        remark: row.remark ?? '',
      });
      const id = await writeCollect(tx, caller, row.id, fields, {
        state: 'PLACED',
        requestKey,
        orderNo: placed.orderNo,
      });
      return { id, state: 'PLACED' as const, orderNo: placed.orderNo, reason: null };
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The record itself was taken meanwhile (placed from another tab, deleted): say so on its row.
    if (error.errorCode === ErrorCode.CONFLICT && row.id !== undefined)
      return { id: row.id, state: 'FAILED', orderNo: null, reason: error.message };
    return record('FAILED', error.message);
  }
}
