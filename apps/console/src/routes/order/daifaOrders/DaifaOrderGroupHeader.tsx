import { Space, Tag, Typography } from 'antd';
import {
  combinedOrderState,
  daifaFlag,
  DUE_SOON_HOURS,
  stateLabel,
  type DaifaOrderRow,
} from '@oms/api-client';
import { formatDateTime, formatFen, StatusTag } from '@oms/ui';
import { WaybillTracking } from './WaybillTracking.tsx';

const FLAG_COLORS: Record<string, string> = {
  HOLD: 'default',
  BAD_ADDRESS: 'red',
  LACK: 'red',
  STALL_CLOSED: 'red',
  DELISTED: 'red',
};

const OPEN = ['WAITING_PAYMENT', 'WAITING_TAKING', 'TAKING', 'WAITING_DELIVERING'];

/** 发货时限 of an open order from a shop; red and 即将超时 (or 已超时) when under DUE_SOON_HOURS. */
function ShipBy({ at }: { at: string }) {
  const left = new Date(at).getTime() - Date.now();
  const soon = left < DUE_SOON_HOURS * 3600_000;
  return (
    <Typography.Text type={soon ? 'danger' : 'secondary'}>
      {soon ? (left < 0 ? '已超时 · ' : '即将超时 · ') : ''}发货时限 {formatDateTime(at)}
    </Typography.Text>
  );
}

/** The strip above an order's goods: time, state and chips, 已拿 n/m, receiver, courier and money. */
export function DaifaOrderGroupHeader({ order }: { order: DaifaOrderRow }) {
  const total = order.goodsFen + order.serviceFen + order.freightFen;
  return (
    <Space size={[12, 4]} wrap>
      <Typography.Text type="secondary">{formatDateTime(order.createdAt)}</Typography.Text>
      {order.platformOrderNo && (
        <Typography.Text type="secondary">平台单号 {order.platformOrderNo}</Typography.Text>
      )}
      <StatusTag map={combinedOrderState} code={order.combinedState} />
      {/* A chip saying what the state tag already says (换款 next to 换款) is left out. */}
      {order.flags
        .filter((f) => stateLabel(daifaFlag, f) !== stateLabel(combinedOrderState, order.combinedState))
        .map((f) => (
          <Tag key={f} color={FLAG_COLORS[f] ?? 'orange'}>
            {stateLabel(daifaFlag, f)}
          </Tag>
        ))}
      {order.shipByAt && OPEN.includes(order.status) && <ShipBy at={order.shipByAt} />}
      {order.status === 'TAKING' && (
        <Typography.Text>
          已拿 {order.tookLines}/{order.activeLines}
        </Typography.Text>
      )}
      <span>
        {order.receiverName} {order.receiverPhone}
        <Typography.Text type="secondary"> · {order.region}</Typography.Text>
      </span>
      <span>
        {order.courierName}
        {order.waybillNo && <WaybillTracking orderNo={order.orderNo} waybillNo={order.waybillNo} />}
      </span>
      <Typography.Text strong>{formatFen(total)}</Typography.Text>
      {order.refundedFen > 0 && (
        <Typography.Text type="success">已退 {formatFen(order.refundedFen)}</Typography.Text>
      )}
      {order.profitFen !== null && (
        <Typography.Text type={order.profitFen < 0 ? 'danger' : 'secondary'}>
          利润预估 {formatFen(order.profitFen)}
        </Typography.Text>
      )}
    </Space>
  );
}
