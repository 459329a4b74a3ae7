import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarkdownView } from '@oms/ui';

const meta = {
  title: 'Kit/MarkdownView',
  component: MarkdownView,
  args: {
    source: `## 双十二期间发货安排\n\n为保障大促期间的发货时效，**12月10日至12月14日**：\n\n1. 拿货截单时间提前至 **14:00**；\n2. 缺货订单将在 2 小时内通知，请留意[异常订单](/order/abnormalList)。\n\n> 大促期间物流信息更新可能延迟。\n\n[官网说明](https://example.com/notice)`,
    onNavigate: fn(),
  },
} satisfies Meta<typeof MarkdownView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Announcement: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '双十二期间发货安排' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '官网说明' })).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('link', { name: '异常订单' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/order/abnormalList');
  },
};

export const UnsafeInput: Story = {
  name: 'HTML and unsafe links stay text',
  args: { source: '<script>alert(1)</script>\n\n[点我](javascript:alert(1))' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
