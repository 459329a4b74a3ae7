import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { fundsEndpoints } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { conflict, invalid } from '../../../http/apiError.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';
import type { PaymentOrder } from './paymentOrders.ts';

type CouponRecord = {
  id: number;
  face_fen: number;
  threshold_fen: number;
  valid_from: Date | string;
  valid_to: Date | string;
  used_pay_no: string | null;
  used_at: Date | string | null;
  locked: boolean;
  state: 'UNUSED' | 'USED' | 'EXPIRED';
};

const STATE = sql`case when c.used_pay_no is not null then 'USED' when c.valid_to <= now() then 'EXPIRED' else 'UNUSED' end`;
/** A coupon held by a payment still waiting at Alipay cannot be used elsewhere. */
const LOCKED = sql`exists (select 1 from payment_orders o where o.pay_no = c.locked_pay_no and o.state = 'WAITING')`;

const toRow = (r: CouponRecord) => ({
  id: Number(r.id),
  faceFen: Number(r.face_fen),
  thresholdFen: Number(r.threshold_fen),
  validFrom: asDate(r.valid_from).toISOString(),
  validTo: asDate(r.valid_to).toISOString(),
  state: r.state,
  usedPayNo: r.used_pay_no,
  usedAt: asDate(r.used_at)?.toISOString() ?? null,
  locked: r.locked,
});

/** The coupons a payment of `dueFen` may use now (go2): unused, valid, 满x reached, not held by another payment. */
export async function usableCoupons(db: DbOrTx, tenantId: number, dueFen: number, payNo: string) {
  const r = await db.execute<CouponRecord>(sql`
    select c.*, ${STATE} as state, false as locked from coupons c
     where c.tenant_id = ${tenantId} and c.used_pay_no is null and c.valid_from <= now() and c.valid_to > now()
       and c.threshold_fen <= ${dueFen} and c.face_fen < ${dueFen}
       and (c.locked_pay_no is null or c.locked_pay_no = ${payNo} or not ${LOCKED})
     order by c.face_fen desc, c.valid_to limit 20`);
  return r.rows.map((c) => ({ id: Number(c.id), faceFen: Number(c.face_fen), thresholdFen: Number(c.threshold_fen), validTo: asDate(c.valid_to).toISOString() }));
}

/**
 * Puts a coupon on a waiting payment order (inside the paying transaction): the order's discount is the
 * coupon's face; at Alipay the coupon is held (`locked_pay_no`) until the payment is paid or closed.
 */
export async function applyCoupon(tx: DbOrTx, order: PaymentOrder, couponId: number, holdForAlipay: boolean): Promise<number> {
  if (order.couponId !== null && order.couponId !== couponId) throw conflict('该支付单已使用其他优惠劵');
  // the cashier already shows the amount: Alipay refuses a changed amount for the same order
  if (order.couponId === null && order.method !== null && order.method !== 'BALANCE') throw conflict('已发起支付宝支付，不能再使用优惠劵');
  const r = await tx.execute<CouponRecord>(sql`
    select c.*, ${STATE} as state, (c.locked_pay_no is not null and c.locked_pay_no <> ${order.payNo} and ${LOCKED}) as locked
      from coupons c where c.id = ${couponId} and c.tenant_id = ${order.tenantId} for update`);
  const c = r.rows[0];
  if (!c) throw invalid('优惠劵不存在', 'couponId');
  if (c.state !== 'UNUSED') throw invalid(c.state === 'USED' ? '优惠劵已使用' : '优惠劵已过期', 'couponId');
  if (c.locked) throw invalid('优惠劵正在另一笔支付中使用', 'couponId');
  if (asDate(c.valid_from).getTime() > Date.now()) throw invalid('优惠劵尚未生效', 'couponId');
  if (order.amountFen < Number(c.threshold_fen)) throw invalid(`未满${(Number(c.threshold_fen) / 100).toFixed(2)}元，不能使用该优惠劵`, 'couponId');
  if (Number(c.face_fen) >= order.amountFen) throw invalid('优惠劵面额不能大于应付金额', 'couponId');
  await tx.execute(sql`
    update payment_orders set coupon_id = ${couponId}, discount_fen = ${Number(c.face_fen)}, version = version + 1
     where pay_no = ${order.payNo} and state = 'WAITING'`);
  if (holdForAlipay) await tx.execute(sql`update coupons set locked_pay_no = ${order.payNo} where id = ${couponId}`);
  return Number(c.face_fen);
}

/** go2 我的优惠劵: 未使用 / 已使用 / 已过期 with counts. */
export function registerCouponEndpoints(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  registerEndpoint(app, ctx, fundsEndpoints.couponPage, async ({ body, caller }) => {
    const rows = await db.execute<CouponRecord & { total: number }>(sql`
      select * from (select c.*, ${STATE} as state, (c.locked_pay_no is not null and ${LOCKED}) as locked, count(*) over () as total
                       from coupons c where c.tenant_id = ${caller.tenantId} and ${STATE} = ${body.tab}) x
       order by valid_to ${body.tab === 'UNUSED' ? sql`asc` : sql`desc`}, id
       limit ${body.pageSize} offset ${(body.pageNum - 1) * body.pageSize}`);
    const counts = await db.execute<{ state: string; n: number }>(sql`
      select ${STATE} as state, count(*)::int as n from coupons c where c.tenant_id = ${caller.tenantId} group by 1`);
    const count = (s: string) => Number(counts.rows.find((r) => r.state === s)?.n ?? 0);
    return {
      list: rows.rows.map(toRow),
      total: Number(rows.rows[0]?.total ?? 0),
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      counts: { UNUSED: count('UNUSED'), USED: count('USED'), EXPIRED: count('EXPIRED') },
    };
  });
}
