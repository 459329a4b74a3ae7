import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useFeedback } from '@oms/ui';

function FeedbackDemo() {
  const { toast, alert, confirm } = useFeedback();
  const [answer, setAnswer] = useState('—');
  return (
    <Space orientation="vertical" size="middle" style={{ maxWidth: 640 }}>
      <Card size="small" title="Toast：3 秒后消失，Esc 立即关闭">
        <Space wrap>
          <Button onClick={() => toast.success('已设置为不再提醒')}>success</Button>
          <Button onClick={() => toast.info('订单已同步')}>info</Button>
          <Button onClick={() => toast.warning('操作太频繁，请稍后再试')}>warning</Button>
          <Button onClick={() => toast.error('操作失败')}>error</Button>
        </Space>
      </Card>
      <Card size="small" title="Alert：Esc 和点击遮罩都不会关闭">
        <Button
          onClick={() =>
            void alert({ title: '登录错误', content: '进入采购商系统请使用采购商账号登录' }).then(() => setAnswer('alert 已确认'))
          }
        >
          登录错误
        </Button>
      </Card>
      <Card size="small" title="Confirm：点击遮罩关闭">
        <Button onClick={() => void confirm({ content: '确定要退出登录？' }).then((ok) => setAnswer(ok ? '确定' : '取消'))}>
          退出登录
        </Button>
      </Card>
      <Typography.Text>结果：{answer}</Typography.Text>
    </Space>
  );
}

const meta = {
  title: 'Kit/Feedback',
  component: FeedbackDemo,
} satisfies Meta<typeof FeedbackDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToastAlertConfirm: Story = {
  name: 'Toast, alert, confirm',
};

export const WarningToast: Story = {
  name: 'A warning toast',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'warning' }));
    await expect(await within(document.body).findByText('操作太频繁，请稍后再试')).toBeInTheDocument();
  },
};

export const LoginErrorAlert: Story = {
  name: 'The 登录错误 alert',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '登录错误' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('进入采购商系统请使用采购商账号登录');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).getByRole('dialog')).toBeInTheDocument();
  },
};
