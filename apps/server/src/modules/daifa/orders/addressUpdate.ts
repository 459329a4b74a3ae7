import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { daifaEndpoints, ErrorCode, yuanText } from '@oms/api-client';
import { ApiError, invalid } from '../../../http/apiError.ts';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { divisionOf } from '../express/areaTree.ts';
import { refundParts } from '../payments/daifaPayments.ts';
import { addEvent, findOrder, refreshDerived } from './daifaOrders.ts';
import { looksMasked, quoteFreight } from '../placement/placement.ts';

const CHANGEABLE = ['WAITING_PAYMENT', 'WAITING_TAKING', 'TAKING', 'WAITING_DELIVERING'];

/**
 * 修改地址: until the waybill is printed. Another province is quoted with the order's courier for its
 * weight: not reached → 43003; dearer → refused (cancel and place again: the payment is made); cheaper
 * on a paid order → the difference back. The warehouse is told first, under the order's lock.
 */
export function registerAddressUpdate(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, daifaEndpoints.updateAddress, async ({ body, caller }) => {
    const division = divisionOf(body.receiver.areaCode);
    if (!division) throw invalid('请选择正确的省市区', 'receiver.areaCode');
    // a typed address ships plain: the platform's masked text left in it could never be delivered
    if (looksMasked(body.receiver))
      throw new ApiError(ErrorCode.MASKED_RECEIVER, '请填写完整的收件人姓名、电话和地址（不能含 *）', {
        field: `receiver.${(['name', 'phone', 'address'] as const).find((k) => body.receiver[k].includes('*'))}`,
      });
    return ctx.db.transaction(async (tx) => {
      const order = await findOrder(tx, caller.tenantId, body.orderNo, { lock: true });
      if (!order) throw new ApiError(ErrorCode.NOT_FOUND, '订单不存在');
      const r = await tx.execute<{
        province_code: string;
        courier_code: string;
        weight_g: number;
        waybill_no: string | null;
      }>(sql`
        select province_code, courier_code, weight_g, waybill_no from daifa_orders where id = ${order.id}`);
      const now = r.rows[0]!;
      if (!CHANGEABLE.includes(order.status) || now.waybill_no)
        throw new ApiError(ErrorCode.CONFLICT, '面单已打印或订单已发出，无法修改地址');
      let refundedFen = 0;
      if (division.provinceCode !== now.province_code) {
        const quote = await quoteFreight(tx, now.courier_code, division.provinceCode, Number(now.weight_g));
        if (quote.fen > order.freightFen)
          throw new ApiError(
            ErrorCode.RESOLUTION_NOT_APPLICABLE,
            `新地址运费 ${yuanText(quote.fen)} 高于原运费，请取消订单后重新下单`,
          );
        // an unpaid order's payment order is made for its freight: only the same freight fits it
        if (order.status === 'WAITING_PAYMENT' && quote.fen !== order.freightFen)
          throw new ApiError(ErrorCode.RESOLUTION_NOT_APPLICABLE, '新地址运费不同，请取消该订单后重新下单');
        refundedFen = order.freightFen - quote.fen;
      }
      if (order.submitted) {
        const told = await ctx.daifa.fulfilment.changeAddress(order.orderNo, {
          name: body.receiver.name,
          phone: body.receiver.phone,
          province: division.province,
          city: division.city,
          district: division.district,
          address: body.receiver.address,
        });
        if (told.outcome === 'UNREACHABLE')
          throw new ApiError(ErrorCode.CONFLICT, '仓库暂时联系不上，地址未修改，请稍后重试');
        if (told.outcome === 'REFUSED') throw new ApiError(ErrorCode.CONFLICT, '面单已打印，无法修改地址');
      }
      const tail = /(\d{4})$/.exec(body.receiver.phone)?.[1] ?? null;
      await tx.execute(sql`
        update daifa_orders
           set receiver_name = ${body.receiver.name}, receiver_phone = ${body.receiver.phone}, receiver_phone_tail = ${tail},
               province_code = ${division.provinceCode}, province = ${division.province}, city = ${division.city},
               district = ${division.district}, address = ${body.receiver.address},
               receiver_cipher = null, receiver_oaid = null,
               flags = array_remove(flags, 'BAD_ADDRESS'), address_issue = null, version = version + 1, updated_at = now()
         where id = ${order.id}`);
      if (refundedFen > 0)
        await refundParts(
          tx,
          ctx.funds,
          order,
          [{ itemType: 'FREIGHT', fen: refundedFen }],
          { accountId: caller.accountId, operatorName: caller.username, reason: '新地址运费较低，差额退回' },
          `daifa-address:${order.orderNo}:${order.version}`,
          '修改地址',
          'freight_fen',
        );
      await addEvent(tx, order.id, {
        type: 'ADDRESS_CHANGED',
        params: { province: division.province, city: division.city, by: caller.username, refundedFen },
        accountId: caller.accountId,
      });
      await refreshDerived(tx, order.id);
      return { orderNo: order.orderNo, refundedFen };
    });
  });
}
