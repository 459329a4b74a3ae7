import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  StatusTabs,
  type StatusTabItem,
  type StatusTabsProps,
} from '../../../../../packages/ui/src/list/filters/index.ts';

const dropshipTabs: StatusTabItem[] = [
  { key: 'all', label: '全部' },
  { key: 'WAITING_PAYMENT', label: '待付款', count: 8 },
  { key: 'WAITING_TAKING', label: '待拿货', count: 1234 },
  { key: 'TAKING', label: '拿货中', count: 56 },
  { key: 'E_LACK_TAKING', label: '缺货', count: 128 },
  { key: 'DELIVERED', label: '已发货', count: 20480 },
  { key: 'REFUNDING', label: '退款中', count: null },
];

function Switching(props: StatusTabsProps) {
  const [active, setActive] = useState(props.activeKey);
  return (
    <StatusTabs
      {...props}
      activeKey={active}
      onChange={(key) => {
        props.onChange(key);
        setActive(key);
      }}
    />
  );
}

const meta = {
  title: 'List/StatusTabs',
  component: StatusTabs,
  args: { items: dropshipTabs, activeKey: 'all', onChange: fn() },
  argTypes: { items: { control: false } },
  render: (args) => <Switching {...args} />,
} satisfies Meta<typeof StatusTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainCounts: Story = {
  name: 'Plain counts (exact)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '已发货(20480)' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: '待拿货(1234)' }));
    await expect(args.onChange).toHaveBeenCalledWith('WAITING_TAKING');
    await expect(canvas.getByRole('tab', { name: '待拿货(1234)' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Badges: Story = {
  name: 'Red badges (99+)',
  args: { badge: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /缺货/ })).toHaveTextContent('缺货99+');
    await expect(canvas.getByRole('tab', { name: /拿货中/ })).toHaveTextContent('拿货中56');
  },
};

export const Loading: Story = {
  name: 'Counts loading',
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: '待拿货' })).not.toHaveTextContent('1234');
  },
};
