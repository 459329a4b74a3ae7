import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { fundsEndpoints } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { hasPermission, type Caller } from '../../../http/caller.ts';
import { conflict, forbidden, invalid, notFound } from '../../../http/apiError.ts';
import { idempotent, savedAnswer } from '../idempotency.ts';
import { findPaymentOrder, type PaymentDocumentKind, type PaymentOrder } from './paymentOrders.ts';
import { markPaid, postPayment } from './paymentSettlement.ts';
import { queryAndApply } from './alipayTrades.ts';
import { availableFen } from '../balance/balances.ts';
import { applyCoupon, usableCoupons } from './coupons.ts';
import type { Db } from '../../../db/client.ts';

/** The page each kind of document is paid from: paying it needs that page's permission. */
const PAGE_OF: Record<PaymentDocumentKind, string | 'MAIN'> = {
  RECHARGE: '/funds/rechargeWithdraw',
  DAIFA_ORDER: '/order/daifaOrderList',
  REPLENISH: '/funds/transferRecord',
  POST_ORDER: '/afterSale/problemList',
  MEMBERSHIP: 'MAIN',
  PICKUP_BILL: '/funds/nahuoSettlement',
};

/** Seconds after going to the cashier before the server asks Alipay itself (a notify may be lost). */
export const QUERY_AFTER_SECONDS = 10;

function assertMayPay(caller: Caller, kind: PaymentDocumentKind) {
  const page = PAGE_OF[kind];
  if (page === 'MAIN' ? caller.userType !== 0 : !hasPermission(caller, page)) throw forbidden();
}

async function ownOrder(db: Db, caller: Caller, payNo: string): Promise<PaymentOrder> {
  const order = await findPaymentOrder(db, payNo);
  if (!order || order.tenantId !== caller.tenantId) throw notFound('支付单不存在');
  assertMayPay(caller, order.documentKind);
  return order;
}

const operatorOf = (caller: Caller) => ({
  id: caller.accountId,
  name: caller.subUsername ? `${caller.username}:${caller.subUsername}` : caller.username,
});

/** The payment order was paid at Alipay while the balance payment looked: applied outside the transaction. */
class PaidAtAlipay extends Error {}

export function registerPayEndpoints(app: FastifyInstance, ctx: AppContext) {
  const { db, funds } = ctx;
  const deps = { db, ledger: funds.ledger, paidHandlers: funds.paidHandlers, gateway: funds.gateway };

  registerEndpoint(app, ctx, fundsEndpoints.payOrder, async ({ params, caller }) => {
    const order = await ownOrder(db, caller, params.payNo);
    const pin = await funds.payPasswords.state(caller.accountId);
    return {
      payNo: order.payNo,
      documentKind: order.documentKind,
      documentNos: order.documentNos,
      subject: order.subject,
      lines: order.lines,
      dueFen: order.amountFen - order.discountFen,
      discountFen: order.discountFen,
      state: order.state,
      method: order.method,
      payCallback: order.payCallback,
      expiresAt: order.expiresAt.toISOString(),
      secondsLeft: Math.max(0, Math.floor((order.expiresAt.getTime() - Date.now()) / 1000)),
      availableFen: await availableFen(db, caller.tenantId),
      payPasswordSet: pin.set,
      balanceAllowed: order.documentKind !== 'RECHARGE',
      // 优惠劵 are go2's; the others pay the full amount
      coupons: ctx.config.brand === 'go2' && order.state === 'WAITING' && order.documentKind !== 'RECHARGE'
        ? await usableCoupons(db, caller.tenantId, order.amountFen, order.payNo)
        : [],
    };
  });

  registerEndpoint(app, ctx, fundsEndpoints.paySubmit, async ({ body, caller, request }) => {
    const order = await ownOrder(db, caller, body.payNo);
    // A repeat of a submit that went through gets its answer, though the order is now paid.
    const replay = await savedAnswer<z.output<typeof fundsEndpoints.paySubmit.data>>(db, request, caller.tenantId);
    if (replay) return replay.data;
    if (body.couponId !== undefined && ctx.config.brand !== 'go2') throw invalid('当前平台不支持优惠劵', 'couponId');
    if (order.state === 'PAID') throw conflict('该支付单已支付');
    if (order.state === 'CLOSED' || order.expiresAt.getTime() <= Date.now()) throw conflict('支付单已关闭，请重新发起支付');
    if (body.method === 'BALANCE') {
      if (order.documentKind === 'RECHARGE') throw invalid('充值只能使用支付宝', 'method');
      if (!body.payPassword) throw invalid('请输入支付密码', 'payPassword');
      await funds.payPasswords.verify(caller.accountId, body.payPassword);
      try {
        return await idempotent(db, request, caller.tenantId, async (tx) => {
          // Its Alipay state is read under the order's lock, which handing it to the cashier and
          // applying Alipay's answer both take: read before it, a cashier opened meanwhile could be
          // paid too.
          let locked = (await findPaymentOrder(tx, order.payNo, { lock: true }))!;
          if (locked.state !== 'WAITING') throw conflict(locked.state === 'PAID' ? '该支付单已支付' : '支付单已关闭，请重新发起支付');
          if (locked.method && locked.method !== 'BALANCE') {
            // Already handed to Alipay: closed there first, so the cashier cannot take the money as well.
            const closed = await funds.gateway.close(locked.payNo);
            if (closed === 'PAID') throw new PaidAtAlipay();
            if (closed === 'ERROR') throw conflict('支付宝暂时无法确认该笔支付，请稍后再试');
          }
          if (body.couponId !== undefined) {
            await applyCoupon(tx, locked, body.couponId, false);
            locked = (await findPaymentOrder(tx, order.payNo, { lock: true }))!;
          }
          await markPaid(tx, locked, 'BALANCE', null);
          await postPayment(tx, funds.ledger, { ...locked, state: 'PAID' }, 'BALANCE', operatorOf(caller), null);
          const { notOwed, why } = await funds.paidHandlers.run({ tx, order: { ...locked, state: 'PAID', method: 'BALANCE' }, method: 'BALANCE' });
          // Thrown inside the transaction: nothing of this payment stays.
          if (notOwed.length) throw conflict(`${why ?? '单据状态已变化，无需支付'}：${notOwed.join('、')}`);
          return { kind: 'PAID' as const, payCallback: locked.payCallback };
        });
      } catch (error) {
        if (!(error instanceof PaidAtAlipay)) throw error;
        // Applied once the lock is let go (applying takes it too).
        await queryAndApply(deps, order.payNo);
        throw conflict('该支付单已在支付宝付款成功');
      }
    }
    return idempotent(db, request, caller.tenantId, async (tx) => {
      let locked = (await findPaymentOrder(tx, order.payNo, { lock: true }))!;
      if (locked.state !== 'WAITING') throw conflict(locked.state === 'PAID' ? '该支付单已支付' : '支付单已关闭，请重新发起支付');
      if (body.couponId !== undefined) {
        await applyCoupon(tx, locked, body.couponId, true);
        locked = (await findPaymentOrder(tx, order.payNo, { lock: true }))!;
      }
      const method = body.channel === 'WAP' ? 'ALIPAY_WAP' : 'ALIPAY_WEB';
      // the 10 s before asking Alipay ourselves count from here
      await tx.execute(
        sql`update payment_orders set method = ${method}, queried_at = now(), version = version + 1 where pay_no = ${locked.payNo} and version = ${locked.version}`,
      );
      const cashierUrl = funds.gateway.cashierUrl({
        payNo: locked.payNo,
        fen: locked.amountFen - locked.discountFen,
        subject: locked.subject,
        expiresAt: locked.expiresAt,
        channel: body.channel,
        returnUrl: `${ctx.config.publicUrl}/api/pay/alipay/return?payNo=${encodeURIComponent(locked.payNo)}`,
      });
      return { kind: 'CASHIER' as const, cashierUrl };
    });
  });

  registerEndpoint(app, ctx, fundsEndpoints.payStatus, async ({ params, caller }) => {
    let order = await ownOrder(db, caller, params.payNo);
    const quiet = order.queriedAt === null || Date.now() - order.queriedAt.getTime() >= QUERY_AFTER_SECONDS * 1000;
    if (order.state === 'WAITING' && order.method && order.method !== 'BALANCE' && quiet) {
      await queryAndApply(deps, order.payNo);
      order = (await findPaymentOrder(db, order.payNo))!;
    }
    return { state: order.state, payCallback: order.payCallback, paidAt: order.paidAt?.toISOString() ?? null };
  });
}
