import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Avatar, Button, Dropdown, Flex, Form, Input, Menu, Select, Space, type MenuProps } from 'antd';
import { BellOutlined, CustomerServiceOutlined, DownOutlined } from '@ant-design/icons';
import { expect, within } from 'storybook/test';
import { stateMaps } from '@oms/api-client';
import { CountBadge, DataTable, formatDateTime, MaskedText, Page, PageShell, StatusTag } from '@oms/ui';
import type { TableColumnsType } from 'antd';
import { makeOrders, type OrderRow } from './fixtures.ts';

const withBadge = (label: string, count: number): ReactNode => (
  <Flex justify="space-between" align="center">
    {label}
    <CountBadge count={count} />
  </Flex>
);

// The main variant's left menu (spec §2); the console builds it from permissions, the story just lists it.
const items: MenuProps['items'] = [
  { key: '/home', label: '工作台' },
  { key: 'shopOrder', label: '店铺订单', children: [{ key: '/order/orderList', label: '同步订单' }] },
  {
    key: 'daifa',
    label: '代发管理',
    children: [
      { key: '/order/daifaOrderList', label: '代发订单' },
      { key: '/afterSale/afterSaleList', label: '售后订单' },
      { key: '/afterSale/problemList', label: withBadge('问题件', 128) },
      { key: '/afterSale/headlessList', label: '无头件认领' },
    ],
  },
  { key: 'goods', label: '商品管理' },
  { key: 'funds', label: '资金管理', children: [{ key: '/funds/transferRecord', label: withBadge('代发补款记录', 3) }] },
  { key: 'statistics', label: '数据统计' },
  { key: 'account', label: '账号权限' },
  { key: 'basicSet', label: '基础设置' },
];

const header = (
  <Space size="large">
    <Button type="text" icon={<CustomerServiceOutlined />}>
      联系客服
    </Button>
    <CountBadge count={12}>
      <Button type="text" icon={<BellOutlined />} aria-label="消息" />
    </CountBadge>
    <Dropdown menu={{ items: [{ key: 'pay', label: '修改支付密码' }, { key: 'logout', label: '退出登录' }] }}>
      <Button type="text">
        <Avatar size="small" style={{ background: '#2563eb' }}>
          杭
        </Avatar>
        杭州女装旗舰店 <DownOutlined />
      </Button>
    </Dropdown>
  </Space>
);

const logo = (
  <div
    aria-hidden
    style={{
      width: 28,
      height: 28,
      lineHeight: '28px',
      textAlign: 'center',
      borderRadius: 6,
      background: '#2563eb',
      color: '#fff',
      fontWeight: 700,
    }}
  >
    O
  </div>
);

const columns: TableColumnsType<OrderRow> = [
  { title: '订单号', dataIndex: 'orderNo', width: 170 },
  { title: '店铺', dataIndex: 'shop' },
  { title: '收件人', dataIndex: 'consignee', render: (v: string) => <MaskedText kind="name" value={v} /> },
  { title: '手机', dataIndex: 'phone', render: (v: string) => <MaskedText kind="phone" value={v} /> },
  { title: '金额（元）', dataIndex: 'amount', align: 'right' },
  { title: '状态', dataIndex: 'state', render: (c: string) => <StatusTag map={stateMaps.combinedOrderState} code={c} /> },
  { title: '下单时间', dataIndex: 'createdAt', width: 170, render: (t: number) => formatDateTime(t) },
];

function Console({ showMenu }: { showMenu: boolean }) {
  return (
    <PageShell
      logo={logo}
      title="订单管理系统"
      headerExtra={header}
      showMenu={showMenu}
      menu={<Menu mode="inline" defaultOpenKeys={['daifa']} selectedKeys={['/order/daifaOrderList']} items={items} />}
    >
      <Page
        title="代发订单"
        extra={
          <>
            <Button>导出</Button>
            <Button type="primary">代发下单</Button>
          </>
        }
      >
        <Form layout="inline" style={{ marginBottom: 16, rowGap: 12 }}>
          <Form.Item label="订单号" htmlFor="q-order">
            <Input id="q-order" placeholder="请输入订单号" allowClear />
          </Form.Item>
          <Form.Item label="状态">
            <Select
              aria-label="状态"
              style={{ width: 160 }}
              placeholder="全部"
              allowClear
              options={Object.entries(stateMaps.combinedOrderState).map(([value, { label }]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary">查询</Button>
          </Form.Item>
        </Form>
        <DataTable<OrderRow> rowKey="id" columns={columns} dataSource={makeOrders(20)} pagination={{ pageSize: 20, showTotal: (n) => `共 ${n} 条` }} />
      </Page>
    </PageShell>
  );
}

const meta = {
  title: 'Kit/PageShell',
  component: Console,
  args: { showMenu: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Console>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DropshipOrders: Story = {
  name: 'Console frame with a list page',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '主菜单' })).toHaveTextContent('99+');
    await expect(canvas.getByRole('heading', { level: 1, name: '代发订单' })).toBeVisible();
  },
};

export const WithoutLeftBar: Story = {
  name: 'Without the left bar (leftBarShow=false)',
  args: { showMenu: false },
};
