import type { FastifyInstance } from 'fastify';
import {
  afterSaleEndpoints,
  isReshipType,
  isReviewType,
  problemParcelEndpoints,
  returnSettingEndpoints,
  shopAfterSaleEndpoints,
} from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { notFound } from '../../http/apiError.ts';
import { registerListJobEndpoints } from '../../list/jobs/registerListJobEndpoints.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { idempotent } from '../funds/idempotency.ts';
import { findOrder } from '../daifa/orders/daifaOrders.ts';
import { orderLines, orderSignedAt, previewOf } from './afterSaleLines.ts';
import { refundUndelivered, type ApplyInput } from './refundUndelivered.ts';
import { applyReturnRefund } from './returnRefund.ts';
import { applyInterceptRefund } from './refundDelivered.ts';
import { interceptToReturn } from './interceptToReturn.ts';
import { cancelReturnCase, giveReturnWaybill } from './returnCase.ts';
import { registerReturnsHook } from './returnsHook.ts';
import { registerFeeReconcile, registerServiceFeeLink } from './refuseFee.ts';
import { discardProblems, problemPage, registerCourierProblem } from './problemParcels.ts';
import { afterSaleDetail, afterSalePage } from './afterSalePage.ts';
import { returnAddresses, returnPhones, saveReturnPhone } from './returnSettings.ts';
import { quickQuery } from './quickQuery.ts';
import { answerNegotiation, negotiateProblem, restallProblem } from './problemResolve.ts';
import { applyAppeal } from './appeal/appeals.ts';
import { registerSendBack } from './sendBack/sendBackEndpoints.ts';
import { registerAutoAfterSale } from './auto/autoEndpoints.ts';
import { shopAfterSaleDetail, shopAfterSalePage } from './shopAfterSale/shopAfterSalePage.ts';
import { convertShopAfterSale } from './shopAfterSale/shopAfterSaleConvert.ts';
import { registerHeadless } from './headless/headlessEndpoints.ts';
import { applyReview } from './reviewCase.ts';

/**
 * 售后: 申请售后 (preview, apply: 未发货仅退款, 退货退款), 填写退货单号, 撤销, 售后订单 and its detail,
 * the returns desk's hook, the return address and 店铺退货电话; the other flows join here as they come
 * (README).
 */
export function registerAfterSale(app: FastifyInstance, ctx: AppContext) {
  const e = afterSaleEndpoints;
  const { db, funds, daifa } = ctx;
  registerReturnsHook(app, ctx);
  registerServiceFeeLink(funds);
  registerFeeReconcile();
  registerEndpoint(app, ctx, e.preview, async ({ body, caller }) => {
    const order = await findOrder(db, caller.tenantId, body.orderNo);
    if (!order) throw notFound('订单不存在');
    return previewOf(order, await orderLines(db, order.id), await orderSignedAt(db, order.id));
  });
  registerEndpoint(app, ctx, e.apply, async ({ body, caller, request }) =>
    idempotent(db, request, caller.tenantId, (tx) => {
      const input: ApplyInput = {
        tenantId: caller.tenantId,
        orderNo: body.orderNo,
        type: body.type,
        lineNos: body.lineNos,
        reason: body.reason,
        remark: body.remark ?? '',
        ...(body.exchangeTo ? { exchangeTo: body.exchangeTo } : {}),
        ...(body.amountFen !== undefined ? { amountFen: body.amountFen } : {}),
        who: { accountId: caller.accountId, operatorName: caller.username },
      };
      if (body.type === 'RETURN_GOODS_DELIVERY' || isReshipType(body.type))
        return applyReturnRefund(tx, { returns: daifa.returns }, input);
      if (body.type === 'REFUND_DELIVERY') return applyInterceptRefund(tx, { returns: daifa.returns }, input);
      if (isReviewType(body.type)) return applyReview(tx, { returns: daifa.returns }, input);
      return refundUndelivered(tx, { funds, fulfilment: daifa.fulfilment }, input);
    }),
  );
  registerEndpoint(app, ctx, e.toReturn, ({ body, caller, request }) =>
    idempotent(db, request, caller.tenantId, (tx) =>
      interceptToReturn(tx, daifa.returns, {
        tenantId: caller.tenantId,
        asNo: body.asNo,
        who: { accountId: caller.accountId, operatorName: caller.username },
      }),
    ),
  );
  const who = (caller: { accountId: number; username: string }) => ({
    accountId: caller.accountId,
    operatorName: caller.username,
  });
  registerEndpoint(app, ctx, e.returnWaybill, ({ body, caller }) =>
    db.transaction((tx) =>
      giveReturnWaybill(tx, daifa.returns, {
        tenantId: caller.tenantId,
        asNo: body.asNo,
        waybillNo: body.waybillNo,
        courier: body.courier,
        who: who(caller),
      }),
    ),
  );
  registerEndpoint(app, ctx, e.cancel, ({ body, caller }) =>
    db.transaction((tx) =>
      cancelReturnCase(tx, daifa.returns, { tenantId: caller.tenantId, asNo: body.asNo, who: who(caller) }),
    ),
  );
  registerEndpoint(app, ctx, e.page, ({ body, caller }) => afterSalePage(db, caller.tenantId, body));
  // 批量撤销 and 导出 on the list module's jobs (small exports answered as the file)
  registerListJobEndpoints(app, ctx, 'afterSales', e);
  registerEndpoint(app, ctx, e.quickQuery, ({ body, caller }) => quickQuery(db, caller.tenantId, body.code));
  registerEndpoint(app, ctx, e.detail, ({ params, caller }) =>
    afterSaleDetail(db, caller.tenantId, params.asNo),
  );
  // an outgoing parcel the courier brings back becomes a 问题件 in the push's transaction
  if (!daifa.courierProblemHooks.includes(registerCourierProblem))
    daifa.courierProblemHooks.push(registerCourierProblem);
  const p = problemParcelEndpoints;
  registerEndpoint(app, ctx, p.page, ({ body, caller }) => problemPage(db, caller.tenantId, body));
  registerEndpoint(app, ctx, p.discard, ({ body, caller }) =>
    discardProblems(db, funds, caller.tenantId, body.ids, who(caller)),
  );
  registerEndpoint(app, ctx, p.resolve, ({ body, caller, request }) =>
    idempotent(db, request, caller.tenantId, (tx) =>
      (body.action === 'RESTALL' ? restallProblem : negotiateProblem)(
        tx,
        daifa.returns,
        caller.tenantId,
        body.id,
        who(caller),
      ),
    ),
  );
  registerEndpoint(app, ctx, e.appeal, ({ body, caller }) =>
    db.transaction((tx) =>
      applyAppeal(tx, {
        tenantId: caller.tenantId,
        asNo: body.asNo,
        reason: body.reason,
        fen: body.fen,
        who: who(caller),
      }),
    ),
  );
  registerEndpoint(app, ctx, e.negotiationAccept, ({ body, caller, request }) =>
    idempotent(db, request, caller.tenantId, (tx) =>
      answerNegotiation(
        tx,
        { returns: daifa.returns, funds },
        { tenantId: caller.tenantId, asNo: body.asNo, accept: body.accept, who: who(caller) },
      ),
    ),
  );
  const shop = shopAfterSaleEndpoints;
  registerEndpoint(app, ctx, shop.page, ({ body, caller }) => shopAfterSalePage(db, caller.tenantId, body));
  registerEndpoint(app, ctx, shop.detail, ({ params, caller }) =>
    shopAfterSaleDetail(db, caller.tenantId, params.id),
  );
  registerEndpoint(app, ctx, shop.convert, ({ body, caller, request }) =>
    idempotent(db, request, caller.tenantId, (tx) =>
      convertShopAfterSale(
        tx,
        { funds, fulfilment: daifa.fulfilment, returns: daifa.returns },
        { tenantId: caller.tenantId, id: body.id, who: who(caller) },
      ),
    ),
  );
  registerAutoAfterSale(app, ctx);
  registerSendBack(app, ctx);
  registerHeadless(app, ctx);
  const r = returnSettingEndpoints;
  registerEndpoint(app, ctx, r.returnAddress, async ({ caller }) =>
    returnAddresses(caller.tenantId, await daifa.fulfilment.warehouses()),
  );
  registerEndpoint(app, ctx, r.returnPhones, ({ caller }) => returnPhones(db, caller.tenantId));
  registerEndpoint(app, ctx, r.saveReturnPhone, ({ body, caller }) =>
    saveReturnPhone(db, caller.tenantId, body.shopId, body.phone),
  );
}
