import { useState, type Key } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space, type TableColumnsType } from 'antd';
import { expect, userEvent, within } from 'storybook/test';
import { stateMaps } from '@oms/api-client';
import { formatDateTime, MaskedText, RowCards, StatusTag, type RowCardsProps } from '@oms/ui';
import { makeOrders, type OrderRow } from './fixtures.ts';

// The same columns a wide screen shows as a table; on a phone each row becomes a card.
const columns: TableColumnsType<OrderRow> = [
  { title: '订单号', dataIndex: 'orderNo' },
  { title: '店铺', dataIndex: 'shop' },
  { title: '商品', dataIndex: 'goods' },
  { title: '收件人', dataIndex: 'consignee', render: (v: string) => <MaskedText kind="name" value={v} /> },
  { title: '金额（元）', dataIndex: 'amount', align: 'right' },
  {
    title: '状态',
    dataIndex: 'state',
    render: (code: string) => <StatusTag map={stateMaps.combinedOrderState} code={code} appearance="dot" />,
  },
  { title: '下单时间', dataIndex: 'createdAt', render: (t: number) => formatDateTime(t) },
  {
    title: '操作',
    key: 'actions',
    render: (_, row) => (
      <Space size={0} wrap>
        <Button type="link" size="small" aria-label={`详情 ${row.orderNo}`}>
          详情
        </Button>
        <Button type="link" size="small" danger>
          取消
        </Button>
      </Space>
    ),
  },
];

function Selectable(props: RowCardsProps<OrderRow>) {
  const [keys, setKeys] = useState<Key[]>([]);
  return <RowCards<OrderRow> {...props} selection={{ selectedRowKeys: keys, onChange: setKeys }} />;
}

const meta = {
  title: 'Kit/RowCards',
  component: RowCards<OrderRow>,
  args: {
    'aria-label': '订单',
    rowKey: 'id',
    columns,
    rows: makeOrders(4),
    rowLabel: (r: OrderRow) => r.orderNo,
  },
  argTypes: { columns: { control: false }, rows: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RowCards<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {
  name: 'Rows as cards (a phone)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    // the actions are whole at each card's foot, the other columns labelled
    await expect(within(cards[0]!).getByRole('button', { name: /^详情 / })).toBeVisible();
    await expect(within(cards[0]!).getByText('店铺')).toBeVisible();
  },
};

export const WithSelection: Story = {
  name: 'With a checkbox per card and 全选本页',
  render: (args) => <Selectable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选本页' }));
    for (const box of canvas.getAllByRole('checkbox', { name: /^选择 / })) await expect(box).toBeChecked();
  },
};

export const Empty: Story = {
  name: 'Empty',
  args: { rows: [], empty: '暂无订单' },
};
