import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { Drawer, Flex, Typography } from 'antd';
import { expect, userEvent, within } from 'storybook/test';
import { stateMaps } from '@oms/api-client';
import { formatDateTime, StatusTag } from '@oms/ui';
import {
  applyColumnSettings,
  ColumnSettingsPanel,
  GroupedList,
  setColumnWidth,
  type ColumnSetting,
} from '../../../../../packages/ui/src/list/rows/index.ts';
import { goodsColumns } from './listColumns.tsx';
import { makeSyncedOrders, type GoodsLine, type SyncedOrder } from './listFixtures.ts';

function OrderHeader({ order }: { order: SyncedOrder }) {
  return (
    <>
      <span>下单时间：{formatDateTime(order.orderTime)}</span>
      <span>
        {order.shopName} <StatusTag map={stateMaps.salesChannel} code={order.platform} />
      </span>
      <StatusTag map={stateMaps.combinedOrderState} code={order.status} />
      {order.sellerRemark && <Typography.Text type="warning">卖家备注：{order.sellerRemark}</Typography.Text>}
    </>
  );
}

/** The synced-orders page body: column settings, selection, resizing, the detail drawer. */
function SyncedOrders({ count, height }: { count: number; height: number }) {
  const orders = useMemo(() => makeSyncedOrders(count), [count]);
  const [settings, setSettings] = useState<ColumnSetting[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<SyncedOrder | null>(null);
  const columns = applyColumnSettings(goodsColumns, settings);
  const selection = {
    selectedKeys: selected,
    onToggle: (key: string) =>
      setSelected((s) => {
        const next = new Set(s);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    onTogglePage: () =>
      setSelected((s) => (orders.every((o) => s.has(o.id)) ? new Set() : new Set(orders.map((o) => o.id)))),
  };
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <span>已选 {selected.size} 单</span>
        <ColumnSettingsPanel columns={goodsColumns} settings={settings} onChange={setSettings} />
      </Flex>
      <GroupedList<SyncedOrder, GoodsLine>
        aria-label="同步订单"
        groups={orders}
        groupKey={(o) => o.id}
        groupTitle={(o) => o.tid}
        renderGroupHeader={(o) => <OrderHeader order={o} />}
        linesOf={(o) => o.lines}
        lineKey={(l) => l.id}
        columns={columns}
        selection={selection}
        onOpenGroup={setOpen}
        onColumnResize={(key, width) => setSettings((s) => setColumnWidth(goodsColumns, s, key, width))}
        height={height}
      />
      <Drawer
        open={open !== null}
        title={open ? `订单 ${open.tid}` : ''}
        onClose={() => setOpen(null)}
        size={480}
      >
        {open && `${open.lines.length} 件商品`}
      </Drawer>
    </Flex>
  );
}

const meta = {
  title: 'List/GroupedList',
  component: SyncedOrders,
  args: { count: 200, height: 560 },
} satisfies Meta<typeof SyncedOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SyncedOrderPage: Story = {
  name: '200 orders, ~600 goods lines (virtualised)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '同步订单' });
    const drawn = canvas.getAllByRole('row', { name: /^订单 / });
    // Only the orders in view (and a few around them) are in the DOM.
    await expect(drawn.length).toBeLessThan(20);
    await expect(Number(table.getAttribute('aria-rowcount'))).toBeGreaterThan(600);
    const first = makeSyncedOrders(1)[0]!.tid;
    await expect(drawn[0]).toHaveAccessibleName(`订单 ${first}`);
    await userEvent.click(canvas.getByRole('checkbox', { name: `选择订单 ${first}` }));
    await expect(canvas.getByText('已选 1 单')).toBeInTheDocument();
  },
};

export const FewOrders: Story = {
  name: 'A short page',
  args: { count: 3, height: 480 },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: '同步订单' })).toHaveTextContent(
      '暂无数据',
    );
  },
};
