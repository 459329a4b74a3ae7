import type { Meta, StoryObj } from '@storybook/react-vite';
import { Col, Row } from 'antd';
import { expect, within } from 'storybook/test';
import { NoticeStrip, StatCard, TodoCard } from '@oms/ui';

const meta = {
  title: 'Home/StatCard',
  component: StatCard,
  args: { title: '订单数', value: '128', yesterday: '100', delta: 28 },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rising: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stat-card')).toHaveTextContent('▲增加28');
  },
};

export const Falling: Story = { args: { title: '已发货', value: '3', yesterday: '5', delta: -2 } };

export const Money: Story = {
  args: { title: '已付款', value: '36', sub: '¥4,820.50', yesterday: '41', delta: -5 },
};

export const NotRecorded: Story = {
  name: 'Yesterday not recorded',
  args: { title: '待拿货', value: '12', yesterday: null, delta: null },
};

export const TodoCards: Story = {
  name: 'TodoCard row',
  render: () => (
    <Row gutter={[12, 12]} style={{ maxWidth: 720 }}>
      {[
        ['待付款', 3],
        ['待补款', 0],
        ['异常·缺货', 120],
        ['未关联商品', 18],
      ].map(([label, count]) => (
        <Col key={label} span={6}>
          <TodoCard label={label as string} count={count as number} />
        </Col>
      ))}
    </Row>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('todo-card')[2]).toHaveTextContent('异常·缺货99+120条');
  },
};

export const Notices: Story = {
  name: 'NoticeStrip',
  render: () => (
    <NoticeStrip
      items={[
        { id: 1, title: '双十二大促发货安排', pinned: true },
        { id: 2, title: '平台代发设置入口调整' },
        { id: 3, title: '新增 40×70 热敏标签打印' },
      ]}
      renderLink={(item, children) => <a href={`#notice-${item.id}`}>{children}</a>}
      more={<a href="#all">更多</a>}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '双十二大促发货安排' })).toBeVisible();
  },
};
