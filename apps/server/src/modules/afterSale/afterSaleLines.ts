import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ErrorCode,
  RETURN_APPLY_DAYS,
  type ErrorCodeValue,
  type afterSalePreviewSchema,
} from '@oms/api-client';
import { asDate } from '../../db/rawRows.ts';
import { ApiError, invalid } from '../../http/apiError.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { DaifaOrderHead } from '../daifa/orders/daifaOrders.ts';

export type AfterSalePreview = z.output<typeof afterSalePreviewSchema>;

export type OrderLine = {
  id: number;
  line_no: number;
  stall: string;
  article_no: string;
  color: string;
  size: string;
  qty: number;
  took_qty: number;
  price_fen: number;
  service_fen: number;
  pickup_state: string;
  canceled: boolean;
  after_sale_state: string | null;
  replenish_no: string | null;
  /** The open case on the line, if any. */
  open_as_no: string | null;
  /** The type of the case that completed the line (退货退款, 换货…), once it did. */
  done_type: string | null;
};

/** The order's lines with the open case of each; `lock` when the caller will change them. */
export async function orderLines(tx: DbOrTx, orderId: number, lock = false): Promise<OrderLine[]> {
  const r = await tx.execute<OrderLine>(sql`
    select l.id, l.line_no, l.stall, l.article_no, l.color, l.size, l.qty, l.took_qty, l.price_fen,
           l.service_fen, l.pickup_state, l.canceled, l.after_sale_state, l.replenish_no,
           (select a.as_no from after_sale_lines al join after_sales a on a.id = al.after_sale_id
             where al.line_id = l.id and al.open limit 1) as open_as_no,
           case when l.after_sale_state = 'COMPLETE' then
             (select a.type from after_sale_lines al join after_sales a on a.id = al.after_sale_id
               where al.line_id = l.id and not al.open order by a.id desc limit 1) end as done_type
      from daifa_order_lines l
     where l.order_id = ${orderId}
     order by l.line_no
     ${lock ? sql`for update of l` : sql``}`);
  return r.rows.map((l) => ({
    ...l,
    id: Number(l.id),
    line_no: Number(l.line_no),
    qty: Number(l.qty),
    took_qty: Number(l.took_qty),
    price_fen: Number(l.price_fen),
    service_fen: Number(l.service_fen),
  }));
}

/** Statuses in which goods may still be given up before they leave: nothing shipped yet. */
const UNSHIPPED = new Set(['WAITING_TAKING', 'TAKING']);

/** Why the whole order can take no 未发货仅退款, or null when it can (line by line, see `lineBlock`). */
export function orderBlock(status: string): string | null {
  if (UNSHIPPED.has(status)) return null;
  switch (status) {
    case 'WAITING_PAYMENT':
      return '订单未付款，请直接取消订单';
    case 'WAITING_DELIVERING':
      return '商品已全部拿货，等待发货，不支持未发货仅退款';
    case 'CANCELED':
      return '订单已取消';
    default:
      return '订单已发货，不支持未发货仅退款';
  }
}

/** Why this line can take no 未发货仅退款 now, or null. */
export function lineBlock(l: OrderLine): string | null {
  if (l.open_as_no) return `该商品已有进行中的售后（${l.open_as_no}）`;
  if (l.canceled) return l.after_sale_state === 'COMPLETE' ? '该商品已退款' : '该商品已取消';
  if (l.took_qty > 0 || l.pickup_state === 'TOOK' || l.pickup_state === 'TOOK_PART')
    return '该商品已拿货，请在签收后申请退货退款';
  if (l.replenish_no) return '该商品待补款，请在异常订单中补款或放弃补款（即退款）';
  return null;
}

/** A line given up before it was taken gives back its goods and its 代发费. */
export const lineRefundFen = (l: OrderLine) => l.qty * l.price_fen + l.service_fen;

/** When the buyer signed for the order's parcel (null: not yet, or never shipped). */
export async function orderSignedAt(tx: DbOrTx, orderId: number): Promise<Date | null> {
  const r = await tx.execute<{ signed_at: Date | string | null }>(
    sql`select signed_at from daifa_orders where id = ${orderId}`,
  );
  const at = r.rows[0]?.signed_at;
  return at == null ? null : asDate(at);
}

const SHIPPED = new Set(['DELIVERED', 'FINISHED']);
const DAY_MS = 86_400_000;
export const returnDeadline = (signedAt: Date) => new Date(signedAt.getTime() + RETURN_APPLY_DAYS * DAY_MS);

/** Why the order takes no 退货退款 now (with its error code), or null: shipped, signed for, within 15 days. */
export function returnOrderBlock(
  status: string,
  signedAt: Date | null,
  now = new Date(),
): { code: ErrorCodeValue; why: string } | null {
  const notApplicable = (why: string) => ({
    code: ErrorCode.AFTER_SALE_TYPE_NOT_APPLICABLE as ErrorCodeValue,
    why,
  });
  if (status === 'CANCELED') return notApplicable('订单已取消');
  if (!SHIPPED.has(status)) return notApplicable('订单未发货，请申请未发货仅退款');
  if (!signedAt) return notApplicable('包裹尚未签收，签收后可申请退货退款');
  if (now > returnDeadline(signedAt))
    return { code: ErrorCode.AFTER_SALE_EXPIRED, why: '已超过售后申请期限（签收后15天）' };
  return null;
}

/**
 * Why the order takes no 已发货仅退款 now, or null: collected by the courier (DELIVERED) and not signed
 * for — the courier can still be asked to bring the parcel back.
 */
export function interceptOrderBlock(status: string, signedAt: Date | null): string | null {
  if (status === 'CANCELED') return '订单已取消';
  if (!SHIPPED.has(status)) return '订单未发货，请申请未发货仅退款';
  if (signedAt) return '包裹已签收，不支持仅退款，请申请退货退款';
  if (status !== 'DELIVERED') return '订单已完成';
  return null;
}

const DONE_WORDS: Record<string, string> = {
  EXCHANGE_GOODS: '该商品已换货',
  ELSE_MAINTENANCE: '该商品已维修',
  ELSE_PRICE_PROTECTION: '该商品已价保',
  ELSE_REISSUE: '该商品已补寄',
};

/** Why this line of a signed-for order cannot go back, or null. */
export function returnLineBlock(l: OrderLine): string | null {
  if (l.open_as_no) return `该商品已有进行中的售后（${l.open_as_no}）`;
  if (l.canceled) return l.after_sale_state === 'COMPLETE' ? '该商品已退款' : '该商品已取消';
  if (l.after_sale_state === 'COMPLETE') return DONE_WORDS[l.done_type ?? ''] ?? '该商品已退货退款';
  if (l.took_qty <= 0) return '该商品未发出，无需退货';
  return null;
}

/** 退货退款 gives back the goods that went out (the 代发费 was earned; the freight was spent). */
export const returnRefundFen = (l: OrderLine) => l.took_qty * l.price_fen;

/** A line as the preview shows it: what it would give back under the type open to it, or why not. */
function previewLine(l: OrderLine, blockedBy: string | null, refundOf: (l: OrderLine) => number) {
  return {
    lineNo: l.line_no,
    stall: l.stall,
    articleNo: l.article_no,
    color: l.color,
    size: l.size,
    qty: l.qty,
    tookQty: l.took_qty,
    priceFen: l.price_fen,
    serviceFen: l.service_fen,
    refundFen: blockedBy ? 0 : refundOf(l),
    blockedBy,
  };
}

/**
 * The lines asked for, in the order asked, each checked by `block`: a line not on the order is 40000,
 * one with an open case 44002, one that cannot take the type 44001 with why.
 */
export function pickLines(lines: OrderLine[], lineNos: number[], block: (l: OrderLine) => string | null) {
  return lineNos.map((no) => {
    const line = lines.find((l) => l.line_no === no);
    if (!line) throw invalid(`订单没有第${no}个商品`, 'lineNos');
    const why = block(line);
    if (why)
      throw new ApiError(
        line.open_as_no ? ErrorCode.AFTER_SALE_OPEN : ErrorCode.AFTER_SALE_TYPE_NOT_APPLICABLE,
        why,
      );
    return line;
  });
}

/** 申请售后's first step, read as the apply will read it. */
export function previewOf(
  order: DaifaOrderHead,
  lines: OrderLine[],
  signedAt: Date | null,
  now = new Date(),
): AfterSalePreview {
  if (SHIPPED.has(order.status)) return returnPreviewOf(order, lines, signedAt, now);
  const blockedOrder = orderBlock(order.status);
  const shown = lines.map((l) => previewLine(l, blockedOrder ?? lineBlock(l), lineRefundFen));
  const open = lines.filter((l) => !l.canceled);
  const refundable = open.filter((l) => !blockedOrder && !lineBlock(l));
  const whole = open.length > 0 && refundable.length === open.length;
  const goods = refundable.reduce((s, l) => s + l.qty * l.price_fen, 0);
  const service = refundable.reduce((s, l) => s + l.service_fen, 0);
  return {
    orderNo: order.orderNo,
    status: order.status,
    lines: shown,
    types: [
      {
        type: 'REFUND_UNDELIVERY',
        applicable: refundable.length > 0,
        why: refundable.length ? null : (blockedOrder ?? '没有可退款的商品'),
      },
      { type: 'REFUND_DELIVERY', applicable: false, why: '订单未发货，请申请未发货仅退款' },
      { type: 'RETURN_GOODS_DELIVERY', applicable: false, why: '订单未发货，请申请未发货仅退款' },
      { type: 'EXCHANGE_GOODS', applicable: false, why: '订单未发货，不能换货' },
      { type: 'ELSE_MAINTENANCE', applicable: false, why: '订单未发货，不能维修' },
      { type: 'ELSE_PRICE_PROTECTION', applicable: false, why: '订单未发货，请申请未发货仅退款' },
      { type: 'ELSE_REISSUE', applicable: false, why: '订单未发货，不能补寄' },
    ],
    // goods owed under 货款后付 were never paid (as cancelling reckons them)
    wholeOrderFen: whole ? Math.max(0, goods - order.payLaterFen) + service + order.freightFen : 0,
    returnBefore: null,
    reshipFreightFen: order.freightFen,
  };
}

function returnPreviewOf(
  order: DaifaOrderHead,
  lines: OrderLine[],
  signedAt: Date | null,
  now: Date,
): AfterSalePreview {
  // on its way: 已发货仅退款 (the courier brings the whole parcel back); signed for: 退货退款
  const onTheWay = interceptOrderBlock(order.status, signedAt) === null;
  const blockedOrder = onTheWay ? null : (returnOrderBlock(order.status, signedAt, now)?.why ?? null);
  const shown = lines.map((l) => previewLine(l, blockedOrder ?? returnLineBlock(l), returnRefundFen));
  const open = shown.some((l) => !l.blockedBy);
  const fits = onTheWay ? 'REFUND_DELIVERY' : 'RETURN_GOODS_DELIVERY';
  const other = onTheWay
    ? { type: 'RETURN_GOODS_DELIVERY', why: '包裹尚未签收，签收后可申请退货退款' }
    : {
        type: 'REFUND_DELIVERY',
        why: interceptOrderBlock(order.status, signedAt) ?? '包裹已签收，不支持仅退款',
      };
  return {
    orderNo: order.orderNo,
    status: order.status,
    lines: shown,
    // the type that fits a shipped order first: the dialog says its why when nothing applies
    types: [
      {
        type: fits,
        applicable: open,
        why: open ? null : (blockedOrder ?? (onTheWay ? '没有可退款的商品' : '没有可退货的商品')),
      },
      { type: other.type, applicable: false, why: other.why },
      // the stall swaps or mends what comes back, as a return goes: signed for, within 15 days
      ...(['EXCHANGE_GOODS', 'ELSE_MAINTENANCE'] as const).map((type) => {
        const what = type === 'EXCHANGE_GOODS' ? '换货' : '维修';
        const why = onTheWay
          ? `包裹尚未签收，签收后可申请${what}`
          : open
            ? null
            : (blockedOrder ?? `没有可${what}的商品`);
        return { type, applicable: why === null, why };
      }),
      // 价保 from the parcel's collection on; 补寄 once the buyer opened it
      {
        type: 'ELSE_PRICE_PROTECTION',
        applicable: open,
        why: open ? null : (blockedOrder ?? '没有可价保的商品'),
      },
      {
        type: 'ELSE_REISSUE',
        applicable: !onTheWay && open,
        why: onTheWay ? '包裹尚未签收，签收后可申请补寄' : open ? null : (blockedOrder ?? '没有可补寄的商品'),
      },
      { type: 'REFUND_UNDELIVERY', applicable: false, why: '订单已发货，不支持未发货仅退款' },
    ],
    wholeOrderFen: 0,
    returnBefore: signedAt ? returnDeadline(signedAt).toISOString() : null,
    // the stall's swap or mend goes to the same receiver as the order did, at its freight
    reshipFreightFen: order.freightFen,
  };
}
