import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListState } from '../../../../../packages/ui/src/list/filters/index.ts';

const meta = {
  title: 'List/ListState',
  component: ListState,
  args: { kind: 'empty' },
} satisfies Meta<typeof ListState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: '暂无数据',
  args: { kind: 'empty', hint: '试试调整筛选条件', action: <Button size="small">清空筛选</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('试试调整筛选条件')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: '加载中',
  args: { kind: 'loading', rows: 4 },
};

export const Failed: Story = {
  name: '加载失败',
  args: { kind: 'error', message: '网络异常，请稍后再试', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect('onRetry' in args && args.onRetry).toHaveBeenCalledOnce();
  },
};
