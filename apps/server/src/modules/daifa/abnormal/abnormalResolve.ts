import { sql } from 'drizzle-orm';
import { ErrorCode, type Resolution, yuanText } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { ApiError } from '../../../http/apiError.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { cancelReplenish, requestReplenish } from '../../funds/payments/replenish.ts';
import { refundParts } from '../payments/daifaPayments.ts';
import { addEvent, findOrder, stateChanged, type DaifaOrderHead } from '../orders/daifaOrders.ts';
import { actionsFor, kindOf, type ExceptionLine } from './exceptionKinds.ts';
import type { FulfilmentGateway, SteerAction } from '../gateways/fulfilmentGateway.ts';
import type { MarketGoods } from '../gateways/marketGateway.ts';
import { refundLine, settleOrder, type SettledLine, type Who } from '../payments/lineSettlement.ts';
import { nextLineState, type LineState } from '../orders/stateMachine.ts';

type LineRow = SettledLine & {
  goods_id: string | null;
  article_no: string;
  stall: string;
  title: string;
  color: string;
  size: string;
  pickup_state: LineState;
  exception_reason: string | null;
  exception_detail: Record<string, unknown> | null;
  replenish_no: string | null;
  canceled: boolean;
};

export interface ResolveDeps {
  funds: FundsServices;
  fulfilment: FulfilmentGateway;
  /** 换档口: the other goods, already checked to be listed and of the brand's stalls. */
  rerouteTo?: MarketGoods | null;
}

export interface ResolveOutcome {
  refundedFen: number;
  replenishNo: string | null;
}

const notApplicable = (message = '处理方式不适用于该异常') =>
  new ApiError(ErrorCode.RESOLUTION_NOT_APPLICABLE, message);

const asException = (l: LineRow): ExceptionLine => ({
  pickupState: l.pickup_state,
  exceptionReason: l.exception_reason,
  detail: l.exception_detail,
  replenishNo: l.replenish_no,
});

async function lockedLines(tx: DbOrTx, orderId: number): Promise<LineRow[]> {
  const r = await tx.execute<LineRow>(sql`
    select id, line_no, goods_id, article_no, stall, title, color, size, qty, took_qty, price_fen, service_fen,
           pickup_state, exception_reason, exception_detail, replenish_no, canceled
      from daifa_order_lines where order_id = ${orderId} order by line_no for update`);
  return r.rows;
}

/** Tells the warehouse; an order it never had is ours alone (demo orders); no answer → nothing changes. */
async function steer(
  fulfilment: FulfilmentGateway,
  order: DaifaOrderHead,
  line: LineRow,
  action: SteerAction,
) {
  if (!order.submitted) return;
  const answer = await fulfilment.steer(order.orderNo, Number(line.id), action);
  if (answer.outcome === 'UNREACHABLE')
    throw new ApiError(ErrorCode.CONFLICT, '仓库暂时联系不上，未处理，请稍后重试');
  if (answer.outcome === 'REFUSED') throw stateChanged();
}

async function requeue(tx: DbOrTx, line: LineRow) {
  const next = nextLineState(line.pickup_state, { type: 'REQUEUE' });
  if (!next) throw stateChanged();
  await tx.execute(sql`
    update daifa_order_lines set pickup_state = ${next}, exception_reason = null, exception_at = null
     where id = ${line.id}`);
}

/**
 * 处理异常 for one line, in one transaction with the order and its lines locked: the line must still
 * be in the exception it was shown in (else 40900), the action open to its kind (else 43005). The
 * warehouse is told first, under the lock; money moves under the line's own keys.
 */
export async function resolveLine(
  tx: DbOrTx,
  deps: ResolveDeps,
  input: { tenantId: number; orderNo: string; lineNo: number; action: Resolution; who: Who },
): Promise<ResolveOutcome> {
  const order = await findOrder(tx, input.tenantId, input.orderNo, { lock: true });
  if (!order) throw new ApiError(ErrorCode.NOT_FOUND, '订单不存在');
  if (order.status !== 'TAKING') throw stateChanged();
  const lines = await lockedLines(tx, order.id);
  const line = lines.find((l) => Number(l.line_no) === input.lineNo);
  if (!line || line.canceled || !kindOf(asException(line))) throw stateChanged();
  if (!actionsFor(asException(line)).includes(input.action))
    throw notApplicable(
      line.replenish_no ? '该商品已申请补款，只能放弃补款（退款）' : '处理方式不适用于该异常',
    );
  const { who } = input;
  const outcome: ResolveOutcome = { refundedFen: 0, replenishNo: null };
  const detail = line.exception_detail ?? {};

  switch (input.action) {
    case 'WAIT':
      await steer(deps.fulfilment, order, line, { kind: 'requeue' });
      await requeue(tx, line);
      break;
    case 'REROUTE': {
      const g = deps.rerouteTo;
      if (!g) throw notApplicable('请先从找同款中选择换到的档口商品');
      if (g.goodsId === line.goods_id) throw notApplicable('请选择其他档口的同款');
      if (!g.colors.includes(line.color) || !g.sizes.includes(line.size))
        throw notApplicable(`该档口没有「${line.color} ${line.size}」，请换一个同款`);
      if (g.priceFen > Number(line.price_fen))
        throw notApplicable(`该档口价格 ${yuanText(g.priceFen)} 高于原价，请选择补款或退款`);
      await steer(deps.fulfilment, order, line, {
        kind: 'reroute',
        goods: {
          goodsId: g.goodsId,
          articleNo: g.articleNo,
          stall: g.stall,
          color: line.color,
          size: line.size,
          priceFen: Number(line.price_fen),
        },
      });
      // cheaper at the other stall: the difference comes back
      const left = Number(line.qty) - Number(line.took_qty);
      const diff = (Number(line.price_fen) - g.priceFen) * left;
      if (diff > 0) {
        outcome.refundedFen = await refundParts(
          tx,
          deps.funds,
          order,
          [{ itemType: 'ORDER', fen: diff }],
          { ...who, reason: `换档口差价（${g.stall}）` },
          `daifa-reroute:${order.orderNo}:${line.line_no}:${g.goodsId}`,
          '异常处理',
          'goods_fen',
        );
      }
      await tx.execute(sql`
        update daifa_order_lines set goods_id = ${g.goodsId}, article_no = ${g.articleNo}, stall = ${g.stall},
               title = ${g.title}, price_fen = ${g.priceFen}
         where id = ${line.id}`);
      await requeue(tx, line);
      break;
    }
    case 'ACCEPT_EXCHANGE': {
      const x = (detail.exchange ?? null) as Record<string, unknown> | null;
      if (!x) throw notApplicable('档口没有给出换款建议');
      await steer(deps.fulfilment, order, line, { kind: 'exchange', accept: true });
      await tx.execute(sql`
        update daifa_order_lines
           set pickup_state = 'TOOK', took_qty = qty, exchanged = true, exception_reason = null, exception_at = null,
               goods_id = ${String(x.goodsId ?? line.goods_id ?? '')}, article_no = ${String(x.articleNo ?? line.article_no)},
               stall = ${String(x.stall ?? line.stall)}, color = ${String(x.color ?? line.color)}, size = ${String(x.size ?? line.size)}
         where id = ${line.id}`);
      break;
    }
    case 'REJECT_EXCHANGE':
      await steer(deps.fulfilment, order, line, { kind: 'exchange', accept: false });
      outcome.refundedFen = await refundLine(tx, deps.funds, order, line, who, '拒绝换款');
      break;
    case 'REFUND':
      await steer(deps.fulfilment, order, line, { kind: 'drop' });
      if (line.replenish_no) await abandonReplenish(tx, input.tenantId, line.replenish_no);
      outcome.refundedFen = await refundLine(tx, deps.funds, order, line, who, '缺货退款');
      break;
    case 'SHIP_AVAILABLE': {
      // 有货先发: every line still in an exception is given up; what is in hand ships.
      for (const other of lines.filter((l) => !l.canceled && kindOf(asException(l)))) {
        await steer(deps.fulfilment, order, other, { kind: 'drop' });
        outcome.refundedFen += await refundLine(tx, deps.funds, order, other, who, '有货先发，缺货商品退款');
      }
      break;
    }
    case 'REPLENISH': {
      const newPrice = Number(detail.newPriceFen);
      const left = Number(line.qty) - Number(line.took_qty);
      if (!(newPrice > Number(line.price_fen))) throw notApplicable('档口没有给出新价格');
      const asked = await requestReplenish(tx, {
        tenantId: input.tenantId,
        orderNo: order.orderNo,
        goods: [
          {
            stall: line.stall,
            artNo: line.article_no,
            color: line.color,
            size: line.size,
            qty: left,
            lineNo: line.line_no,
          },
        ],
        reason: 'PRICE_RAISED',
        originalFen: Number(line.price_fen) * left,
        currentFen: newPrice * left,
        amountFen: (newPrice - Number(line.price_fen)) * left,
      });
      await tx.execute(
        sql`update daifa_order_lines set replenish_no = ${asked.replenishNo} where id = ${line.id}`,
      );
      await tx.execute(sql`
        update daifa_orders set flags = array_append(array_remove(flags, 'WAIT_REPLENISH'), 'WAIT_REPLENISH'),
               version = version + 1 where id = ${order.id}`);
      outcome.replenishNo = asked.replenishNo;
      break;
    }
  }
  await addEvent(tx, order.id, {
    type: 'RESOLVED',
    params: {
      lineNo: line.line_no,
      action: input.action,
      by: who.operatorName,
      refundedFen: outcome.refundedFen,
      ...(outcome.replenishNo ? { replenishNo: outcome.replenishNo } : {}),
      ...(deps.rerouteTo && input.action === 'REROUTE' ? { stall: deps.rerouteTo.stall } : {}),
    },
    accountId: who.accountId,
  });
  await settleOrder(tx, deps.funds, order, who);
  return outcome;
}

/**
 * 放弃补款 from 异常订单: the request is canceled without its hooks — this resolution refunds the line
 * itself (the hooks would refund it a second time under the same keys, harmlessly, but say it twice).
 */
async function abandonReplenish(tx: DbOrTx, tenantId: number, replenishNo: string) {
  await cancelReplenish(
    tx,
    { onPaid: [], onCanceled: [] },
    { tenantId, replenishNos: [replenishNo] },
    'USER',
  );
}
