import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TableColumnsType } from 'antd';
import { expect, within } from 'storybook/test';
import { stateMaps } from '@oms/api-client';
import { DataTable, formatDateTime, MaskedText, StatusTag } from '@oms/ui';
import { makeOrders, type OrderRow } from './fixtures.ts';

const columns: TableColumnsType<OrderRow> = [
  { title: '订单号', dataIndex: 'orderNo', fixed: 'left', width: 220 },
  { title: '店铺', dataIndex: 'shop' },
  { title: '渠道', dataIndex: 'channel', render: (code: string) => <StatusTag map={stateMaps.salesChannel} code={code} /> },
  { title: '商品', dataIndex: 'goods', width: 180 },
  { title: '收件人', dataIndex: 'consignee', render: (v: string) => <MaskedText kind="name" value={v} /> },
  { title: '手机', dataIndex: 'phone', render: (v: string) => <MaskedText kind="phone" value={v} /> },
  { title: '金额（元）', dataIndex: 'amount', align: 'right' },
  {
    title: '状态',
    dataIndex: 'state',
    render: (code: string) => <StatusTag map={stateMaps.combinedOrderState} code={code} appearance="dot" />,
  },
  { title: '下单时间', dataIndex: 'createdAt', render: (t: number) => formatDateTime(t), width: 170 },
];

const meta = {
  title: 'Kit/DataTable',
  component: DataTable<OrderRow>,
  args: { rowKey: 'id', columns, dataSource: makeOrders(30), pagination: false },
  argTypes: { columns: { control: false }, dataSource: { control: false } },
} satisfies Meta<typeof DataTable<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {
  name: 'Orders (scrolls past 400 px)',
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector<HTMLElement>('.ant-table-body');
    await expect(body?.style.maxHeight).toBe('400px');
  },
};

export const WithSelection: Story = {
  name: 'With row selection (48 px column)',
  args: {
    rowSelection: { getTitleCheckboxProps: () => ({ 'aria-label': '全选' }), getCheckboxProps: (r: OrderRow) => ({ 'aria-label': `选择 ${r.orderNo}` }) },
    dataSource: makeOrders(8),
  },
};

const tree: OrderRow[] = makeOrders(3).map((row, i) => ({
  ...row,
  children: makeOrders(2).map((child, j) => ({ ...child, id: `${row.id}-${j}`, orderNo: `${row.orderNo}-${j + 1}`, state: i === 0 ? 'TOOK' : child.state })),
}));

export const Tree: Story = {
  name: 'Tree data (16 px indent)',
  args: { dataSource: tree, expandable: { defaultExpandAllRows: true } },
};

export const Empty: Story = {
  args: { dataSource: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('暂无数据').length).toBeGreaterThan(0);
  },
};

export const Paginated: Story = {
  args: { dataSource: makeOrders(57), pagination: { pageSize: 10, showSizeChanger: true, showTotal: (total: number) => `共 ${total} 条` } },
};
