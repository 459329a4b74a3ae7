import { useState, type Key } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable } from '@oms/ui';
import { SelectionBar, type SelectionBarProps } from '../../../../../packages/ui/src/list/filters/index.ts';
import { makeOrders } from '../fixtures.ts';

const rows = makeOrders(5);
const TOTAL = 1234;

/** A page of a list with 1,234 matches, the way a list page selects rows. */
function SelectingList(props: SelectionBarProps) {
  const [keys, setKeys] = useState<Key[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const clear = () => {
    setKeys([]);
    setAllMatching(false);
  };
  return (
    <Flex vertical gap={12}>
      <SelectionBar
        {...props}
        selectedCount={keys.length}
        allMatching={allMatching}
        onSelectAllMatching={() => {
          props.onSelectAllMatching();
          setAllMatching(true);
        }}
        onClear={() => {
          props.onClear();
          clear();
        }}
        actions={
          <>
            <Button type="primary" size="small">
              批量发货
            </Button>
            <Button size="small">导出</Button>
          </>
        }
      />
      <DataTable
        rowKey="id"
        size="small"
        pagination={false}
        maxHeight={false}
        dataSource={rows}
        columns={[
          { title: '订单号', dataIndex: 'orderNo' },
          { title: '店铺', dataIndex: 'shop' },
          { title: '商品', dataIndex: 'goods' },
        ]}
        rowSelection={{
          selectedRowKeys: allMatching ? rows.map((r) => r.id) : keys,
          onChange: (next) => {
            setAllMatching(false);
            setKeys(next);
          },
        }}
      />
    </Flex>
  );
}

const meta = {
  title: 'List/SelectionBar',
  component: SelectionBar,
  args: { selectedCount: 0, total: TOTAL, allMatching: false, onSelectAllMatching: fn(), onClear: fn() },
  render: (args) => <SelectingList {...args} />,
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectAllMatching: Story = {
  name: 'This page, then every match',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: '批量操作' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(canvas.getByText('已选 5 条（本页）')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '全选 1,234 条匹配结果' }));
    await expect(args.onSelectAllMatching).toHaveBeenCalledOnce();
    await expect(canvas.getByText('已选择全部 1,234 条匹配结果')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '取消选择' }));
    await expect(canvas.queryByRole('region', { name: '批量操作' })).toBeNull();
  },
};

export const AllMatching: Story = {
  name: 'Every match selected',
  render: (args) => (
    <SelectionBar {...args} selectedCount={5} allMatching actions={<Button size="small">导出</Button>} />
  ),
};
