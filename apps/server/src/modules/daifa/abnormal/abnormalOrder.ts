import { sql } from 'drizzle-orm';
import { ErrorCode, type Resolution, yuanText } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { ApiError } from '../../../http/apiError.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { LedgerLimitError } from '../../funds/ledger/ledger.ts';
import { courierByCode } from '../express/couriers.ts';
import { cancelOrder, refundParts } from '../payments/daifaPayments.ts';
import { addEvent, findOrder, refreshDerived, stateChanged } from '../orders/daifaOrders.ts';
import { ORDER_RESOLUTIONS } from './exceptionKinds.ts';
import { FREIGHT_TOP_UP_LIMIT_FEN } from '../placement/fees.ts';
import { topUpFreight } from '../payments/packedFreight.ts';
import type { FulfilmentGateway } from '../gateways/fulfilmentGateway.ts';
import { quoteFreight } from '../placement/placement.ts';
import { fulfilmentReceiverOf } from '../warehouse/fulfilmentSubmitter.ts';
import type { ReceiverColumns } from '../orders/receiverOf.ts';

const notApplicable = (message = '处理方式不适用于该异常') =>
  new ApiError(ErrorCode.RESOLUTION_NOT_APPLICABLE, message);

/**
 * A whole order's exception (lineNo 0 in 异常订单): 地址异常 → 换快递 or 取消, 挂起 → 取消. 修改地址 is the
 * address endpoint's (it clears 地址异常 too).
 */
export async function resolveOrder(
  tx: DbOrTx,
  deps: { funds: FundsServices; fulfilment: FulfilmentGateway },
  input: {
    tenantId: number;
    orderNo: string;
    action: Resolution;
    courierCode: string | null;
    who: { accountId: number | null; operatorName: string };
  },
): Promise<{ refundedFen: number; replenishNo: null }> {
  const order = await findOrder(tx, input.tenantId, input.orderNo, { lock: true });
  if (!order) throw new ApiError(ErrorCode.NOT_FOUND, '订单不存在');
  const flags = (
    await tx.execute<{ flags: string[] }>(sql`select flags from daifa_orders where id = ${order.id}`)
  ).rows[0]!.flags;
  const kind = flags.includes('BAD_ADDRESS') ? 'BAD_ADDRESS' : flags.includes('HOLD') ? 'HOLD' : null;
  if (!kind) throw stateChanged();
  if (!(ORDER_RESOLUTIONS[kind] as readonly Resolution[]).includes(input.action)) throw notApplicable();
  if (input.action === 'CHANGE_ADDRESS') throw notApplicable('请点击修改地址，填写新的收货地址');
  if (input.action === 'CANCEL') {
    const canceled = await cancelOrder(tx, deps.funds, deps.fulfilment, {
      tenantId: input.tenantId,
      orderNo: input.orderNo,
      accountId: input.who.accountId ?? input.tenantId,
      operatorName: input.who.operatorName,
      reason: kind === 'BAD_ADDRESS' ? '地址异常，取消订单' : '挂起的订单取消',
    });
    return { refundedFen: canceled.refundedFen, replenishNo: null };
  }
  return { refundedFen: await changeCourier(tx, deps, order, input), replenishNo: null };
}

/**
 * 换快递 after a refused waybill: the packed parcel quoted with the other courier; cheaper → the
 * difference back to the balance, dearer by up to ¥10 → taken from it, more → refused (修改地址 or
 * 取消). The warehouse is told last, so a refusal there undoes the money with the transaction.
 */
async function changeCourier(
  tx: DbOrTx,
  deps: { funds: FundsServices; fulfilment: FulfilmentGateway },
  order: NonNullable<Awaited<ReturnType<typeof findOrder>>>,
  input: { courierCode: string | null; who: { accountId: number | null; operatorName: string } },
): Promise<number> {
  if (order.status !== 'WAITING_DELIVERING') throw stateChanged();
  const courier = input.courierCode ? courierByCode(input.courierCode) : null;
  if (!courier) throw new ApiError(ErrorCode.INVALID_INPUT, '请选择快递', { field: 'courierCode' });
  const now = (
    await tx.execute<
      ReceiverColumns & {
        courier_code: string;
        province_code: string;
        weight_g: number;
        receiver_cipher: string | null;
        receiver_oaid: string | null;
        platform: string | null;
        platform_order_no: string | null;
      }
    >(sql`
      select courier_code, province_code, weight_g, receiver_name, receiver_phone, province, city, district, address,
             receiver_cipher, receiver_oaid, platform, platform_order_no
        from daifa_orders where id = ${order.id}`)
  ).rows[0]!;
  if (now.courier_code === courier.code)
    throw new ApiError(ErrorCode.INVALID_INPUT, `订单已是${courier.name}，请选择另一家快递`, {
      field: 'courierCode',
    });
  const quote = await quoteFreight(tx, courier.code, now.province_code, Number(now.weight_g));
  const diff = quote.fen - order.freightFen;
  let refundedFen = 0;
  if (diff > FREIGHT_TOP_UP_LIMIT_FEN)
    throw notApplicable(
      `${courier.name}运费 ${yuanText(quote.fen)}，比原运费高 ${yuanText(diff)}，请修改地址或取消订单`,
    );
  if (diff > 0) {
    try {
      await topUpFreight(tx, deps.funds, order, diff, {
        memo: `换快递：${courier.name}运费差额`,
        idempotencyKey: `daifa-courier:${order.orderNo}:${order.version}`,
        operator: { id: input.who.accountId, name: input.who.operatorName },
      });
    } catch (e) {
      if (e instanceof LedgerLimitError)
        throw notApplicable(`余额不足以支付运费差额 ${yuanText(diff)}，请先充值`);
      throw e;
    }
  } else if (diff < 0) {
    refundedFen = await refundParts(
      tx,
      deps.funds,
      order,
      [{ itemType: 'FREIGHT', fen: -diff }],
      {
        accountId: input.who.accountId,
        operatorName: input.who.operatorName,
        reason: `换${courier.name}，运费差额退回`,
      },
      `daifa-courier:${order.orderNo}:${order.version}`,
      '换快递',
      'freight_fen',
    );
  }
  // a sealed receiver goes again sealed: the warehouse takes the new courier's 密文面单
  const told = await deps.fulfilment.changeAddress(
    order.orderNo,
    fulfilmentReceiverOf(now).receiver,
    courier.code,
  );
  if (told.outcome === 'UNREACHABLE') throw new ApiError(ErrorCode.CONFLICT, '仓库暂时联系不上，请稍后重试');
  if (told.outcome === 'REFUSED') throw new ApiError(ErrorCode.CONFLICT, '面单已打印，无法换快递');
  await tx.execute(sql`
    update daifa_orders set courier_code = ${courier.code}, fee_rule_id = ${quote.ruleId},
           flags = array_remove(flags, 'BAD_ADDRESS'), address_issue = null, version = version + 1, updated_at = now()
     where id = ${order.id}`);
  await addEvent(tx, order.id, {
    type: 'COURIER_CHANGED',
    params: {
      from: now.courier_code,
      to: courier.code,
      fromName: courierByCode(now.courier_code)?.name ?? now.courier_code,
      toName: courier.name,
      fen: diff,
      by: input.who.operatorName,
    },
    accountId: input.who.accountId,
  });
  await refreshDerived(tx, order.id);
  return refundedFen;
}
