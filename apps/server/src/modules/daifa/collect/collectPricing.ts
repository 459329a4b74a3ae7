import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ErrorCode, opsEndpoints, type Brand } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';
import { ApiError, invalid, notFound } from '../../../http/apiError.ts';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { divisionOf } from '../express/areaTree.ts';
import { addEvent } from '../orders/daifaOrders.ts';
import { stallKindOf } from '../placement/goodsEndpoints.ts';
import { placeOrder } from '../placement/placement.ts';

type Line = { stall: string; articleNo: string; color: string; size: string; qty: number };
type CollectRow = {
  id: string;
  tenant_id: string;
  account_id: string;
  username: string;
  submitted_at: Date | string | null;
  created_at: Date | string;
  receiver_name: string;
  receiver_phone: string;
  area_code: string;
  receiver_address: string;
  courier_code: string;
  remark: string;
  lines: Line[];
  reason: string | null;
  request_key: string | null;
};

const waiting = (db: Db, id?: number) =>
  db.execute<CollectRow>(sql`
    select c.id, c.tenant_id, c.account_id, a.username, c.submitted_at, c.created_at, c.receiver_name,
           c.receiver_phone, c.area_code, c.receiver_address, c.courier_code, c.remark, c.lines, c.reason, c.request_key
      from daifa_collects c join accounts a on a.id = c.tenant_id
     where c.state = 'PRICE_CHECK' ${id === undefined ? sql`` : sql`and c.id = ${id}`}
     order by coalesce(c.submitted_at, c.created_at), c.id limit 200`);

const stillWaiting = () => new ApiError(ErrorCode.CONFLICT, '该报单已处理，请刷新');

/**
 * 待核价 on /ops: 手动报单 the market does not list. Staff find the goods at the stall and price them —
 * the 报单 is placed as the seller's 代发 order at those prices, unpaid (the seller pays it from 代发订单
 * or 报单记录) — or turn it down with why (失败). Each record once: its state is compared and set.
 */
export function registerCollectPricing(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  registerEndpoint(app, ctx, opsEndpoints.priceChecks, async () => {
    const r = await waiting(db);
    return r.rows.map((c) => {
      const division = divisionOf(c.area_code);
      return {
        id: Number(c.id),
        tenant: c.username,
        submittedAt: asDate(c.submitted_at ?? c.created_at).toISOString(),
        receiverRegion: division ? `${division.province} ${division.city} ${division.district}` : '',
        courierCode: c.courier_code,
        remark: c.remark,
        lines: c.lines.map((l) => ({ ...l, qty: Number(l.qty) })),
        reason: c.reason,
      };
    });
  });

  registerEndpoint(app, ctx, opsEndpoints.priceCollect, async ({ params, body, request }) =>
    priceCollect(db, ctx.funds, ctx.config.brand, params.id, body.lines, request.operator!.name),
  );

  registerEndpoint(app, ctx, opsEndpoints.rejectCollect, async ({ params, body, request }) => {
    const r = await db.execute(sql`
      update daifa_collects set state = 'FAILED', reason = ${`平台核价：${body.reason}（${request.operator!.name}）`},
             updated_at = now()
       where id = ${params.id} and state = 'PRICE_CHECK'`);
    if (r.rowCount !== 1) {
      if (!(await waitingOrAny(db, params.id))) throw notFound('报单不存在');
      throw stillWaiting();
    }
    return null;
  });
}

async function waitingOrAny(db: Db, id: number) {
  const r = await db.execute(sql`select 1 from daifa_collects where id = ${id}`);
  return r.rows.length > 0;
}

export async function priceCollect(
  db: Db,
  funds: FundsServices,
  brand: Brand,
  id: number,
  prices: { priceFen: number; weightG?: number | undefined }[],
  operatorName: string,
) {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<CollectRow>(sql`
      select c.id, c.tenant_id, c.account_id, '' as username, c.submitted_at, c.created_at, c.receiver_name,
             c.receiver_phone, c.area_code, c.receiver_address, c.courier_code, c.remark, c.lines, c.reason, c.request_key, c.state
        from daifa_collects c where c.id = ${id} for update`);
    const c = locked.rows[0] as (CollectRow & { state: string }) | undefined;
    if (!c) throw notFound('报单不存在');
    if (c.state !== 'PRICE_CHECK') throw stillWaiting();
    if (prices.length !== c.lines.length) throw invalid(`请填写全部 ${c.lines.length} 款商品的单价`, 'lines');
    const division = divisionOf(c.area_code);
    if (!division) throw invalid('收货地址的省市区无效，请驳回让商家修改', 'lines');
    const pieceG = stallKindOf(brand) === 'SHOES' ? 900 : 300;
    const placed = await placeOrder(tx, funds, {
      tenantId: Number(c.tenant_id),
      accountId: Number(c.account_id),
      brand,
      requestKey: c.request_key ?? `collect-price:${id}`,
      source: 'COLLECT',
      lines: c.lines.map((l, i) => ({
        goodsId: null,
        stall: l.stall,
        articleNo: l.articleNo,
        title: `${l.stall} ${l.articleNo}`,
        color: l.color,
        size: l.size,
        qty: Number(l.qty),
        priceFen: prices[i]!.priceFen,
        weightG: prices[i]!.weightG ?? pieceG,
      })),
      receiver: {
        name: c.receiver_name,
        phone: c.receiver_phone,
        address: c.receiver_address,
        ...division,
      },
      courierCode: c.courier_code,
      remark: c.remark,
    });
    const order = await tx.execute<{ id: string }>(
      sql`select id from daifa_orders where order_no = ${placed.orderNo}`,
    );
    await addEvent(tx, Number(order.rows[0]!.id), { type: 'PRICE_CHECKED', params: { by: operatorName } });
    await tx.execute(sql`
      update daifa_collects set state = 'PLACED', order_no = ${placed.orderNo}, reason = null, updated_at = now()
       where id = ${id}`);
    return { orderNo: placed.orderNo };
  });
}
