import { sql } from 'drizzle-orm';
import { ErrorCode, type Brand, type DaifaExtras } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { ApiError } from '../../../http/apiError.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { PaymentLine } from '../../funds/payments/paymentOrders.ts';
import { courierByCode, DEFAULT_WAREHOUSE } from '../express/couriers.ts';
import { daifaNoSql, eventInsert } from '../orders/daifaOrders.ts';
import { freightFen, lineServiceFees, parcelWeightG } from './fees.ts';
import { fundsNoSql } from '../../funds/fundsNumbers.ts';
import { instantSql } from '../../../db/instantSql.ts';
import {
  orderSenderOf,
  senderSettingsSql,
  type SenderSettingsRow,
} from '../../platformSettings/customInfo.ts';

export const PLACEMENT_SOURCES = ['GOODS_PAGE', 'SHOP_ORDER', 'MANUAL', 'IMPORT', 'COLLECT'] as const;
export type PlacementSource = (typeof PLACEMENT_SOURCES)[number];

export interface PlacementLine {
  goodsId: string | null;
  stall: string;
  articleNo: string;
  title: string;
  color: string;
  size: string;
  qty: number;
  priceFen: number;
  weightG: number;
  shopOrderLineId?: number | null;
}

export interface Receiver {
  name: string;
  phone: string;
  provinceCode: string;
  province: string;
  city: string;
  district: string;
  address: string;
  /**
   * A masking platform's sealed receiver (the text above is then its masked text): the parcel ships
   * on the platform's e-waybill (密文面单), asked for by the warehouse with this.
   */
  sealed?: SealedReceiver | null;
}

export interface SealedReceiver {
  cipher: string;
  oaid: string;
}

/** A platform's masked text (张*, 138****5678, 人民路*******): no courier can deliver to it. */
export const looksMasked = (r: Pick<Receiver, 'name' | 'phone' | 'address'>) =>
  [r.name, r.phone, r.address].some((text) => text.includes('*'));

/**
 * Masked text goes only with the platform's sealed receiver (and then only for the platform's own
 * order): a waybill printed from it could never be delivered.
 */
export function refuseMaskedReceiver(
  input: Pick<PlacementInput, 'receiver' | 'platform' | 'platformOrderNo'>,
) {
  if (!looksMasked(input.receiver)) return;
  if (input.receiver.sealed && input.platform && input.platformOrderNo) return;
  throw new ApiError(ErrorCode.MASKED_RECEIVER, '收件人信息为平台加密数据，请通过平台面单发货');
}

export interface PlacementInput {
  tenantId: number;
  accountId: number;
  brand: Brand;
  /** The page's requestKey: placing twice with it gives the first order. */
  requestKey: string;
  source: PlacementSource;
  lines: PlacementLine[];
  receiver: Receiver;
  courierCode: string;
  remark?: string;
  shipAvailableFirst?: boolean;
  /** 增值服务 (代发下单 only): priced per piece into each line's 代发费; 鞋盒 changes the weight. */
  extras?: DaifaExtras | null;
  platform?: string | null;
  platformOrderNo?: string | null;
  shopId?: number | null;
  shopOrderId?: number | null;
  shipByAt?: Date | null;
  attribution?: Record<string, string> | null;
  /** The sender typed on the order (代发下单); else 自定义发货信息's (the shop's, the account's), else the warehouse's. */
  sender?: { name: string; phone: string } | null;
  /** Demo data only: when it was placed, if not now (its numbers, times and timeline dated so). */
  at?: Date;
}

export interface Placed {
  orderNo: string;
  payNo: string | null;
  /** The requestKey had placed this order before: nothing new was made. */
  replayed: boolean;
  /** What the order asks to be paid: goods, 代发费 and freight, less 货款后付. */
  totalFen: number;
  /** The goods page's callback the order was placed with (kept in its attribution). */
  callbackUrl: string | null;
}

/** The courier's rule for the destination, newest in force (a subquery: no row when there is none). */
const freightRuleSql = (courierCode: string, provinceCode: string) => sql`
  select id, first_kg_fen, extra_kg_fen from courier_fee_rules
   where courier_code = ${courierCode} and warehouse_code = ${DEFAULT_WAREHOUSE} and province_code = ${provinceCode}
     and effective_from <= now()
   order by effective_from desc limit 1`;

type FreightRule = { id: number | null; first_kg_fen: number | null; extra_kg_fen: number | null };

/** The freight of a parcel under the rule found; no rule (or a courier we do not offer) → 43003. */
function freightUnder(rule: FreightRule | undefined, courierCode: string, weightG: number) {
  if (!rule || rule.id === null || !courierByCode(courierCode))
    throw new ApiError(ErrorCode.COURIER_UNREACHABLE, '该地区暂不支持此快递');
  const fen = freightFen(
    { firstKgFen: Number(rule.first_kg_fen), extraKgFen: Number(rule.extra_kg_fen) },
    weightG,
  );
  return { ruleId: Number(rule.id), fen };
}

/** The courier's rule for the destination, newest in force; none → 43003. */
export async function quoteFreight(tx: DbOrTx, courierCode: string, provinceCode: string, weightG: number) {
  const r = await tx.execute<FreightRule>(freightRuleSql(courierCode, provinceCode));
  return freightUnder(r.rows[0], courierCode, weightG);
}

async function existing(tx: DbOrTx, tenantId: number, requestKey: string): Promise<Placed | null> {
  const r = await tx.execute<{
    order_no: string;
    pay_no: string | null;
    total: string;
    callback: string | null;
  }>(sql`
    select order_no, pay_no, (goods_fen + service_fen + freight_fen - pay_later_fen)::text as total,
           attribution ->> 'callback_url' as callback
      from daifa_orders where tenant_id = ${tenantId} and request_key = ${requestKey}`);
  const o = r.rows[0];
  return o
    ? {
        orderNo: o.order_no,
        payNo: o.pay_no,
        replayed: true,
        totalFen: Number(o.total),
        callbackUrl: o.callback,
      }
    : null;
}

/** A shop order line already on an active dropship line → 43002 naming that order. */
async function refuseDoublePlacement(tx: DbOrTx, tenantId: number, lineIds: number[]) {
  if (!lineIds.length) return;
  const r = await tx.execute<{ order_no: string }>(sql`
    select o.order_no from daifa_order_lines l join daifa_orders o on o.id = l.order_id
     where l.tenant_id = ${tenantId} and not l.canceled and l.shop_order_line_id = any(${arrayParam(lineIds)}::bigint[])
     limit 1`);
  const found = r.rows[0];
  if (found)
    throw new ApiError(ErrorCode.SHOP_ORDER_ALREADY_PLACED, `该店铺订单已下单代发（${found.order_no}）`);
}

/**
 * What an order costs as placed now: each line's 代发费 (the brand's, with its 增值服务), the parcel's
 * quoted weight and the freight of the courier's rule in force (43003 without one). 核价 and placing
 * both price by it.
 */
export async function priceOrder(
  tx: DbOrTx,
  input: Pick<PlacementInput, 'brand' | 'lines' | 'extras' | 'courierCode'> & {
    receiver: Pick<Receiver, 'provinceCode'>;
  },
) {
  const priced = priceLines(input);
  const freight = await quoteFreight(tx, input.courierCode, input.receiver.provinceCode, priced.weightG);
  return { ...priced, freight };
}

/** Each line's 代发费, the goods and the parcel's quoted weight: what pricing knows without the database. */
function priceLines(input: Pick<PlacementInput, 'brand' | 'lines' | 'extras'>) {
  const extras = input.extras && Object.keys(input.extras).length ? input.extras : null;
  const services = lineServiceFees(
    input.brand,
    input.lines.map((l) => l.qty),
    extras,
  );
  const weightG = parcelWeightG(input.lines, extras);
  const goodsFen = input.lines.reduce((sum, l) => sum + l.qty * l.priceFen, 0);
  const serviceFen = services.reduce((a, b) => a + b, 0);
  return { extras, services, weightG, goodsFen, serviceFen };
}

/**
 * Places one dropship order, WAITING_PAYMENT, with its payment order (goods, 代发费, freight). The caller
 * has checked the input's shape and the goods.
 *
 * A new order takes two statements: the courier's rule with the order's and the payment order's numbers
 * drawn, then one statement writing the order, its lines, its day count, its timeline row and its
 * payment order — atomic on its own, so 代发下单 needs no transaction around it. Placing is the hot
 * path of 代发下单 and of every bulk placement, and each statement is a wake-up of the database (it
 * took fifteen round trips before; the daifa README's Bench has the figures).
 */
export async function placeOrder(tx: DbOrTx, funds: FundsServices, input: PlacementInput): Promise<Placed> {
  refuseMaskedReceiver(input);
  const shopLineIds = input.lines.flatMap((l) => (l.shopOrderLineId ? [l.shopOrderLineId] : []));
  if (shopLineIds.length) {
    // a replay finds its own order before the double-placement check would name that order to it
    const before = await existing(tx, input.tenantId, input.requestKey);
    if (before) return before;
    await refuseDoublePlacement(tx, input.tenantId, shopLineIds);
  }

  const { extras, services, weightG, goodsFen, serviceFen } = priceLines(input);
  const drawn = await tx.execute<FreightRule & SenderSettingsRow & { order_no: string; pay_no: string }>(sql`
    select rule.*, numbers.*, sender.* from (select ${daifaNoSql(input.at)} as order_no, ${fundsNoSql('ZF', input.at)} as pay_no) numbers
      left join lateral (${freightRuleSql(input.courierCode, input.receiver.provinceCode)}) rule on true
      left join lateral (${senderSettingsSql(input.tenantId, input.shopId)}) sender on true`);
  const { order_no: orderNo, pay_no: payNo } = drawn.rows[0]!;
  const sender = orderSenderOf(drawn.rows[0]!, {
    platformOrderNo: input.platformOrderNo ?? null,
    pieces: input.lines.reduce((n, l) => n + l.qty, 0),
    typed: input.sender ?? null,
  });
  const freight = freightUnder(drawn.rows[0], input.courierCode, weightG);
  const phoneTail = /(\d{4})$/.exec(input.receiver.phone)?.[1] ?? null;
  const totalFen = goodsFen + serviceFen + freight.fen;
  const placedEvent = {
    type: 'PLACED',
    params: { source: input.source, lines: input.lines.length, totalFen, ...(extras ? { extras } : {}) },
    accountId: input.accountId,
    ...(input.at ? { at: input.at } : {}),
  };
  const payment = funds.newPaymentOrderInsert(
    {
      tenantId: input.tenantId,
      createdBy: input.accountId,
      documentKind: 'DAIFA_ORDER',
      subject: `代发订单（${orderNo}）`,
      lines: paymentLines(orderNo, goodsFen, serviceFen, freight.fen),
    },
    payNo,
    sql`exists (select 1 from placed)`,
  );

  const inserted = await tx.execute<{ id: number }>(sql`
    with placed as (
      insert into daifa_orders
        (tenant_id, order_no, pay_no, request_key, source, shop_id, shop_order_id, platform, platform_order_no,
         receiver_name, receiver_phone, receiver_phone_tail, province_code, province, city, district, address,
         receiver_cipher, receiver_oaid, courier_code, fee_rule_id, weight_g, goods_fen, service_fen, freight_fen, status, combined_state, tab,
         ship_available_first, remark, ship_by_at, attribution, sender, extras, created_by, created_at)
      values (${input.tenantId}, ${orderNo}, ${payNo}, ${input.requestKey}, ${input.source}, ${input.shopId ?? null},
              ${input.shopOrderId ?? null}, ${input.platform ?? null}, ${input.platformOrderNo ?? null},
              ${input.receiver.name}, ${input.receiver.phone}, ${phoneTail}, ${input.receiver.provinceCode},
              ${input.receiver.province}, ${input.receiver.city}, ${input.receiver.district}, ${input.receiver.address},
              ${input.receiver.sealed?.cipher ?? null}, ${input.receiver.sealed?.oaid ?? null}, ${input.courierCode}, ${freight.ruleId}, ${weightG}, ${goodsFen}, ${serviceFen}, ${freight.fen},
              'WAITING_PAYMENT', 'WAITING_PAYMENT', 'WAIT_PAY', ${input.shipAvailableFirst ?? false},
              ${input.remark ?? ''}, ${input.shipByAt?.toISOString() ?? null}::timestamptz,
              ${input.attribution ? JSON.stringify(input.attribution) : null}::jsonb,
              ${sender ? JSON.stringify(sender) : null}::jsonb,
              ${extras ? JSON.stringify(extras) : null}::jsonb, ${input.accountId},
              ${instantSql(input.at)})
      on conflict (tenant_id, request_key) do nothing
      returning id, created_at),
    lines as (
      insert into daifa_order_lines
        (order_id, tenant_id, line_no, goods_id, stall, article_no, title, color, size, qty, price_fen, service_fen,
         weight_g, shop_order_line_id)
      select placed.id, ${input.tenantId}, n, g, s, a, t, c, z, q, p, f, w, sl from placed, unnest(
        ${arrayParam(input.lines.map((_, i) => i + 1))}::int[],
        ${sql.param(input.lines.map((l) => l.goodsId))}::text[],
        ${sql.param(input.lines.map((l) => l.stall))}::text[],
        ${sql.param(input.lines.map((l) => l.articleNo))}::text[],
        ${sql.param(input.lines.map((l) => l.title))}::text[],
        ${sql.param(input.lines.map((l) => l.color))}::text[],
        ${sql.param(input.lines.map((l) => l.size))}::text[],
        ${arrayParam(input.lines.map((l) => l.qty))}::int[],
        ${arrayParam(input.lines.map((l) => l.priceFen))}::bigint[],
        ${arrayParam(services)}::bigint[],
        ${arrayParam(input.lines.map((l) => l.weightG))}::int[],
        ${sql.param(input.lines.map((l) => l.shopOrderLineId ?? null))}::bigint[]) as u(n, g, s, a, t, c, z, q, p, f, w, sl)),
    counted as (
      insert into daifa_tab_counts (tenant_id, day, tab, n)
      select ${input.tenantId}, (created_at at time zone 'Asia/Shanghai')::date, 'WAIT_PAY', 1 from placed),
    told as (${eventInsert(sql`select id from placed`, placedEvent)}),
    paid as (${payment})
    select id from placed`);
  // Another request with the same key got there first (it committed while this one waited, or before).
  if (!inserted.rows[0]) return (await existing(tx, input.tenantId, input.requestKey))!;
  if (input.at)
    await tx.execute(
      sql`update payment_orders set created_at = ${input.at.toISOString()}::timestamptz where pay_no = ${payNo}`,
    );
  return { orderNo, payNo, replayed: false, totalFen, callbackUrl: input.attribution?.callback_url ?? null };
}

/** What the pay page lists for an order: goods, 代发费 (其他) and freight. */
export function paymentLines(
  orderNo: string,
  goodsFen: number,
  serviceFen: number,
  freight: number,
): PaymentLine[] {
  const lines: PaymentLine[] = [{ documentNo: orderNo, itemType: 'ORDER', fen: goodsFen, label: '商品货款' }];
  if (serviceFen > 0)
    lines.push({ documentNo: orderNo, itemType: 'OTHER', fen: serviceFen, label: '代发费' });
  if (freight > 0) lines.push({ documentNo: orderNo, itemType: 'FREIGHT', fen: freight, label: '快递费' });
  return lines;
}
