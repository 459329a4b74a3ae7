import { Space, Tag, Typography } from 'antd';
import {
  daifaStatus,
  platformOrderStatus,
  platformRefundStatus,
  salesChannel,
  sellerFlag,
  stateLabel,
  type ShopOrderRow,
} from '@oms/api-client';
import { formatDateTime, StatusTag } from '@oms/ui';

const FLAG_COLORS = ['', '#f5222d', '#faad14', '#52c41a', '#1677ff', '#722ed1'];

/** The strip above an order's goods: time, shop and platform, states, remarks (the order no comes first, from the list). */
export function ShopOrderGroupHeader({ order }: { order: ShopOrderRow }) {
  return (
    <Space size={[12, 4]} wrap>
      <Typography.Text type="secondary">{formatDateTime(order.orderTime)}</Typography.Text>
      <span>
        {order.shopName}
        <Typography.Text type="secondary"> · {stateLabel(salesChannel, order.platform)}</Typography.Text>
      </span>
      <StatusTag map={platformOrderStatus} code={order.status} />
      {order.refundStatus !== 'NONE' && <StatusTag map={platformRefundStatus} code={order.refundStatus} />}
      <StatusTag map={daifaStatus} code={order.daifaStatus} appearance="dot" />
      {order.hold && <Tag color="orange">已挂起</Tag>}
      {order.sellerFlag > 0 && (
        <span
          aria-label={stateLabel(sellerFlag, String(order.sellerFlag))}
          style={{ color: FLAG_COLORS[order.sellerFlag] }}
        >
          ⚑ {stateLabel(sellerFlag, String(order.sellerFlag))}
        </span>
      )}
      {order.buyerRemark && <Typography.Text>买家留言：{order.buyerRemark}</Typography.Text>}
      {order.sellerRemark && <Typography.Text>卖家备注：{order.sellerRemark}</Typography.Text>}
    </Space>
  );
}
