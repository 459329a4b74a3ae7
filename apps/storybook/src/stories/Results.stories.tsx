import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForbiddenResult, NotFoundResult } from '@oms/ui';

const meta = {
  title: 'Kit/Result pages',
  component: ForbiddenResult,
  args: { onBack: fn() },
} satisfies Meta<typeof ForbiddenResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Forbidden: Story = {
  name: '403 暂无权限',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无权限')).toBeVisible();
    await expect(canvas.getByText('请联系主账号管理人员开通权限')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  name: '404 页面不存在',
  render: (args) => <NotFoundResult {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('页面不存在')).toBeVisible();
    await expect(canvas.getByText('请检查您输入的网址是否正确，点击以下按钮返回主页或者发送错误报告')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回首页' })).toBeVisible();
  },
};
