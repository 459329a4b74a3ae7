import { Space, Tag, Typography } from 'antd';
import { daifaStopReason, pickupLineState, stateLabel, type DaifaOrderRow } from '@oms/api-client';
import { formatFen, StatusTag, type ListColumn } from '@oms/ui';

type Line = DaifaOrderRow['lines'][number];

/** The goods-line columns of 代发订单: what each stall was asked for and what the picker found. */
export const daifaOrderColumns: ListColumn<Line, DaifaOrderRow>[] = [
  {
    key: 'goods',
    title: '商品',
    width: 300,
    minWidth: 200,
    hideable: false,
    render: (line) => (
      <div style={{ minWidth: 0 }}>
        <Typography.Paragraph ellipsis={{ rows: 1, tooltip: line.title }} style={{ marginBottom: 2 }}>
          {line.title || line.articleNo}
        </Typography.Paragraph>
        <Typography.Text type="secondary">货号 {line.articleNo}</Typography.Text>
      </div>
    ),
  },
  { key: 'stall', title: '档口', width: 170, render: (line) => line.stall },
  { key: 'sku', title: '颜色/尺码', width: 130, render: (line) => `${line.color} / ${line.size}` },
  { key: 'qty', title: '数量', width: 90, align: 'right', render: (line) => `×${line.qty}` },
  { key: 'price', title: '单价', width: 100, align: 'right', render: (line) => formatFen(line.priceFen) },
  {
    key: 'pickup',
    title: '拿货状态',
    width: 170,
    render: (line) => (
      <Space size={4} wrap>
        {line.canceled ? <Tag>已取消</Tag> : <StatusTag map={pickupLineState} code={line.pickupState} />}
        {line.exceptionReason && (
          <Typography.Text type="secondary">
            {stateLabel(daifaStopReason, line.exceptionReason)}
          </Typography.Text>
        )}
        {line.exchanged && <Tag color="blue">已换款</Tag>}
      </Space>
    ),
  },
];
