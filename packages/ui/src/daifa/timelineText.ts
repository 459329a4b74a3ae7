import {
  daifaResolution,
  daifaStopReason,
  extrasText,
  type DaifaExtras,
  paymentMethod,
  pickupLineState,
  stateLabel,
} from '@oms/api-client';
import { formatFen } from '../helpers/money.ts';

/** A timeline row in words: the server stores a type and its parameters, the console words them. */
export function timelineText(type: string, p: Record<string, unknown>): string {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const fen = (v: unknown) => (typeof v === 'number' ? formatFen(v) : '');
  switch (type) {
    case 'PLACED': {
      const extras = extrasText(p.extras as DaifaExtras | undefined);
      return `下单：${String(p.lines ?? '')} 款商品，应付 ${fen(p.totalFen)}${extras ? `（${extras}）` : ''}`;
    }
    case 'PAID':
      return `付款成功（${stateLabel(paymentMethod, text(p.method))}）`;
    case 'SUBMITTED':
      return '已交代发仓，等待拿货批次';
    case 'SUBMIT_REFUSED':
      return `代发仓未接单：${text(p.message)}`;
    case 'BATCHED':
      return '进入拿货批次';
    case 'TAKING_STARTED':
      return '开始拿货';
    case 'LINE_RESULT': {
      const state = stateLabel(pickupLineState, text(p.result));
      const reason = p.reason ? `（${stateLabel(daifaStopReason, text(p.reason))}）` : '';
      return `第 ${String(p.lineNo ?? '')} 款：${state}${reason}`;
    }
    case 'ALL_TAKEN':
      return '全部拿货完成，等待打包发货';
    case 'QC_DONE':
      return '质检完成';
    case 'PACKED':
      return `打包完成${typeof p.weightG === 'number' ? `，重 ${p.weightG} 克` : ''}`;
    case 'PRICE_CHECKED':
      return `平台已核价下单（${text(p.by)}），待付款`;
    case 'WAYBILL_REFUSED':
      return `地址异常：${text(p.reason) || '快递无法揽收'}，请修改地址、换快递或取消订单`;
    case 'COURIER_CHANGED':
      return `换快递：${text(p.fromName)} → ${text(p.toName)}${
        typeof p.fen === 'number' && p.fen !== 0
          ? `，运费${p.fen > 0 ? '补' : '退'} ${fen(Math.abs(p.fen))}`
          : ''
      }（${text(p.by)}）`;
    case 'WAYBILL_PRINTED':
      return `已打印面单，运单号 ${text(p.waybillNo)}`;
    case 'WAYBILL_CANCELED':
      return `已取消面单，运单号 ${text(p.waybillNo)}（${text(p.by)}）`;
    case 'PICKED_UP':
      return '快递已揽收';
    case 'TRACE':
      return text(p.station) || '物流更新';
    case 'SIGNED':
      return text(p.station) || '已签收';
    case 'COURIER_PROBLEM':
      return `问题件：${text(p.station)}`;
    case 'REFUNDED':
      return `退款 ${fen(p.fen)} 已退回余额`;
    case 'CANCELED':
      return `订单已取消${p.intercepted ? '（已通知代发仓拦截）' : ''}：${text(p.reason)}`;
    case 'FINISHED':
      return p.byShop ? '店铺订单已完成，代发订单随之完成' : `签收满 ${String(p.days ?? 7)} 天，订单已完成`;
    case 'EXPIRED':
      return `超过${String(p.hours ?? 24)}小时未付款，订单已自动关闭`;
    case 'RESOLVED': {
      const refunded =
        typeof p.refundedFen === 'number' && p.refundedFen > 0 ? `，退款 ${fen(p.refundedFen)}` : '';
      const stall = p.stall ? `（${text(p.stall)}）` : '';
      return `第 ${String(p.lineNo ?? '')} 款异常处理：${stateLabel(daifaResolution, text(p.action))}${stall}${refunded}（${text(p.by)}）`;
    }
    case 'ALL_LINES_REFUNDED':
      return '商品全部退款，订单关闭';
    case 'REPLENISH_PAID':
      return `第 ${String(p.lineNo ?? '')} 款补款 ${fen(p.fen)} 已支付，按新价格重新拿货`;
    case 'REPLENISH_CANCELED':
      return `第 ${String(p.lineNo ?? '')} 款${p.why === 'EXPIRED' ? '超时未补款' : '放弃补款'}，商品退款`;
    case 'WAREHOUSE_REFUSED':
      return `代发仓未执行：${text(p.message)}`;
    case 'ADDRESS_CHANGED':
      return `收件地址已修改为 ${text(p.province)}${text(p.city)}（${text(p.by)}）`;
    case 'FREIGHT_TOPPED_UP':
      return `实重 ${String(p.weightG ?? '')} 克，运费补 ${fen(p.fen)}（余额扣除）`;
    case 'FREIGHT_REPLENISH':
      return `实重 ${String(p.weightG ?? '')} 克，需补运费 ${fen(p.fen)}（${text(p.replenishNo)}）`;
    case 'FREIGHT_REPLENISH_PAID':
      return `运费补款 ${fen(p.fen)} 已支付`;
    case 'FREIGHT_REPLENISH_CANCELED':
      return `运费补款 ${fen(p.fen)} 未支付，已关闭`;
    case 'WRITE_BACK':
      return (
        (p.additional
          ? `运单号 ${text(p.waybillNo)} 已作为追加包裹回传店铺订单 ${text(p.tid)}`
          : `运单号 ${text(p.waybillNo)} 已回传店铺订单 ${text(p.tid)}`) +
        (p.early ? '（提速发货：打单即回传）' : '')
      );
    case 'COLLECT_OVERDUE':
      return `打单已超过 ${String(p.hours ?? '')} 小时仍未揽收（运单号已提前回传店铺），请联系仓库或快递`;
    case 'WRITE_BACK_SKIPPED':
      return `未回传：${text(p.reason)}`;
    case 'WRITE_BACK_FAILED':
      return `回传失败：${text(p.reason)}`;
    case 'HELD':
      return '订单已挂起';
    case 'RELEASED':
      return '订单已恢复';
    default:
      return type;
  }
}
