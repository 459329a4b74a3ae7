import type { CSSProperties } from 'react';
import { Image, Space, Typography } from 'antd';
import { platformRefundStatus, type ShopOrderLine, type ShopOrderRow } from '@oms/api-client';
import { formatFen, StatusTag, type ListColumn } from '@oms/ui';

/** One line, cut with … when too long; the whole text on hover. */
const oneLine: CSSProperties = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
/** At most two lines (the goods cell is three tall), then …. */
const twoLines: CSSProperties = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

/**
 * The goods-line columns of 同步订单; keys are what saved column settings refer to. Their widths add up
 * to 1,060 px, which with the checkbox fits the list at 1440 px wide beside the menu: 实付 in view, no
 * sideways scroll.
 */
export const shopOrderColumns: ListColumn<ShopOrderLine, ShopOrderRow>[] = [
  {
    key: 'goods',
    title: '商品',
    width: 270,
    minWidth: 220,
    hideable: false,
    render: (line) => (
      <Space align="start" size={10}>
        <Image
          src={line.imageUrl}
          alt={line.title}
          width={48}
          height={48}
          preview={false}
          fallback="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='48' height='48'><rect width='48' height='48' fill='%23f0f0f0'/></svg>"
        />
        <div style={{ minWidth: 0 }}>
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: line.title }} style={{ marginBottom: 2 }}>
            {line.title}
          </Typography.Paragraph>
          <Typography.Text type="secondary">货号 {line.articleNo}</Typography.Text>
        </div>
      </Space>
    ),
  },
  { key: 'sku', title: '颜色/尺码', width: 110, render: (line) => `${line.color} / ${line.size}` },
  { key: 'stall', title: '档口', width: 160, render: (line) => line.stall ?? '-' },
  { key: 'quantity', title: '数量', width: 60, align: 'right', render: (line) => `×${line.quantity}` },
  { key: 'price', title: '单价', width: 90, align: 'right', render: (line) => formatFen(line.priceFen) },
  {
    key: 'refund',
    title: '退款',
    width: 80,
    render: (line) =>
      line.refundStatus === 'NONE' ? '-' : <StatusTag map={platformRefundStatus} code={line.refundStatus} />,
  },
  {
    key: 'receiver',
    title: '收件人',
    width: 190,
    perGroup: true,
    render: (_line, order) => {
      const who = `${order.receiverName} ${order.receiverPhone}`;
      return (
        <div style={{ minWidth: 0, width: '100%' }}>
          <div style={oneLine} title={who}>
            {who}
          </div>
          <Typography.Text type="secondary" style={twoLines} title={order.receiverRegion}>
            {order.receiverRegion}
          </Typography.Text>
        </div>
      );
    },
  },
  {
    key: 'payment',
    title: '实付',
    width: 100,
    align: 'right',
    perGroup: true,
    render: (_line, order) => formatFen(order.paymentFen),
  },
];
