import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch, type TableColumnsType } from 'antd';
import { expect, within } from 'storybook/test';
import { SmallTable } from '@oms/ui';

interface PlatformRow {
  platform: string;
  shops: number;
  enabled: boolean;
}

const rows: PlatformRow[] = [
  { platform: '淘宝', shops: 2, enabled: false },
  { platform: '拼多多', shops: 1, enabled: true },
  { platform: '抖音', shops: 0, enabled: false },
];

const columns: TableColumnsType<PlatformRow> = [
  { title: '平台', key: 'platform', render: (_, r) => r.platform },
  { title: '已授权店铺', key: 'shops', render: (_, r) => (r.shops ? `${r.shops} 个` : '无') },
  {
    title: '提速发货',
    key: 'switch',
    render: (_, r) => <Switch checked={r.enabled} aria-label={`${r.platform} 提速发货`} />,
  },
];

// A settings page's short list (提速发货's platforms): a small table, every row, no paging.
const meta = {
  title: 'Kit/SmallTable',
  component: SmallTable<PlatformRow>,
  args: {
    'aria-label': '提速发货',
    rows,
    rowKey: 'platform',
    columns,
    actionsKey: 'switch',
    empty: '暂无平台',
  },
  argTypes: { columns: { control: false }, rows: { control: false } },
} satisfies Meta<typeof SmallTable<PlatformRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Platforms: Story = {
  name: 'Platforms with a switch each',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('switch', { name: '拼多多 提速发货' })).toBeChecked();
  },
};

export const Empty: Story = { name: 'Empty', args: { rows: [] } };
