import type { ShopOrderFilter, ShopOrderTab } from '@oms/api-client';
import { sql, type SQL } from 'drizzle-orm';
import { arrayParam } from '../../db/arrayParam.ts';

/**
 * The filters of 同步订单 as SQL on `shop_orders o`, tenant first so every index used starts there.
 * The tab is kept apart: the counts apply everything but the tab, the page applies the tab too.
 */
export function shopOrderConditions(tenantId: number, filter: ShopOrderFilter): SQL[] {
  const where: SQL[] = [sql`o.tenant_id = ${tenantId}`];
  if (filter.orderTime?.from) where.push(sql`o.order_time >= ${filter.orderTime.from}::timestamptz`);
  if (filter.orderTime?.to) where.push(sql`o.order_time <= ${filter.orderTime.to}::timestamptz`);
  if (filter.shopIds?.length) where.push(sql`o.shop_id = any(${arrayParam(filter.shopIds)}::bigint[])`);
  if (filter.platforms?.length) where.push(sql`o.platform = any(${arrayParam(filter.platforms)}::text[])`);
  if (filter.flags?.length) where.push(sql`o.seller_flag = any(${arrayParam(filter.flags)}::smallint[])`);
  if (filter.daifaStatus?.length)
    where.push(sql`o.daifa_status = any(${arrayParam(filter.daifaStatus)}::text[])`);
  if (filter.printStatus) where.push(sql`o.print_status = ${filter.printStatus}`);
  if (filter.refundStatus?.length)
    where.push(sql`o.refund_status = any(${arrayParam(filter.refundStatus)}::text[])`);
  if (filter.search) where.push(searchCondition(tenantId, filter.search.field, filter.search.text));
  if (filter.batch) where.push(batchCondition(filter.batch.field, filter.batch.numbers));
  return where;
}

function searchCondition(
  tenantId: number,
  field: NonNullable<ShopOrderFilter['search']>['field'],
  text: string,
): SQL {
  switch (field) {
    case 'tid':
      return sql`o.tid = ${text}`;
    case 'systemNo':
      return sql`o.system_no = ${text.toUpperCase()}`;
    case 'waybillNo':
      return sql`o.waybill_no = ${text.toUpperCase()}`;
    case 'buyerNick':
      return sql`o.buyer_nick = ${text}`;
    case 'phoneTail':
      return sql`o.receiver_phone_tail = ${text}`;
    case 'articleNo':
      return sql`o.id in (select l.order_id from shop_order_lines l where l.tenant_id = ${tenantId} and l.article_no = ${text})`;
    case 'stall':
      return sql`o.id in (select l.order_id from shop_order_lines l where l.tenant_id = ${tenantId} and strpos(l.stall, ${text}) > 0)`;
  }
}

/** A pasted number finds an order by any of its numbers unless the seller named the kind. */
function batchCondition(field: NonNullable<ShopOrderFilter['batch']>['field'], numbers: string[]): SQL {
  const upper = numbers.map((n) => n.toUpperCase());
  const tid = sql`o.tid = any(${arrayParam(numbers)}::text[])`;
  const systemNo = sql`o.system_no = any(${arrayParam(upper)}::text[])`;
  const waybill = sql`o.waybill_no = any(${arrayParam(upper)}::text[])`;
  if (field === 'tid') return tid;
  if (field === 'systemNo') return systemNo;
  if (field === 'waybillNo') return waybill;
  return sql`(${tid} or ${systemNo} or ${waybill})`;
}

/** The correlated match of one pasted number `pasted.n`, for the 未找到 report. */
export function batchMatch(tenantId: number, field: NonNullable<ShopOrderFilter['batch']>['field']): SQL {
  const tid = sql`o.tid = pasted.n`;
  const systemNo = sql`o.system_no = upper(pasted.n)`;
  const waybill = sql`o.waybill_no = upper(pasted.n)`;
  const condition =
    field === 'tid'
      ? tid
      : field === 'systemNo'
        ? systemNo
        : field === 'waybillNo'
          ? waybill
          : sql`(${tid} or ${systemNo} or ${waybill})`;
  return sql`select 1 from shop_orders o where o.tenant_id = ${tenantId} and ${condition}`;
}

export function tabCondition(tab: ShopOrderTab): SQL | null {
  switch (tab) {
    case 'all':
      return null;
    case 'REFUNDING':
      return sql`o.refund_status = 'REFUNDING'`;
    case 'HOLD':
      return sql`o.hold`;
    default:
      return sql`o.status = ${tab}`;
  }
}

/** Every tab's count for the same filters, in one scan. */
export const tabCountColumns = sql`
  count(*)::int as "all",
  count(*) filter (where o.status = 'WAIT_PAY')::int as "WAIT_PAY",
  count(*) filter (where o.status = 'WAIT_SEND')::int as "WAIT_SEND",
  count(*) filter (where o.status = 'SENT')::int as "SENT",
  count(*) filter (where o.status = 'FINISHED')::int as "FINISHED",
  count(*) filter (where o.status = 'CLOSED')::int as "CLOSED",
  count(*) filter (where o.refund_status = 'REFUNDING')::int as "REFUNDING",
  count(*) filter (where o.hold)::int as "HOLD"`;
