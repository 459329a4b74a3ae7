import type { Meta, StoryObj } from '@storybook/react-vite';
import { Descriptions } from 'antd';
import { expect, within } from 'storybook/test';
import { MaskedText } from '@oms/ui';

const meta = {
  title: 'Kit/MaskedText',
  component: MaskedText,
  args: { kind: 'phone', value: '13812345678' },
} satisfies Meta<typeof MaskedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {};

export const Consignee: Story = {
  name: 'A consignee card',
  render: () => (
    <Descriptions
      title="收货信息"
      bordered
      size="small"
      column={1}
      style={{ maxWidth: 420 }}
      items={[
        { key: 'a', label: '两字姓名', children: <MaskedText kind="name" value="张三" /> },
        { key: 'b', label: '三字姓名', children: <MaskedText kind="name" value="李小龙" /> },
        { key: 'c', label: '四字姓名', children: <MaskedText kind="name" value="欧阳娜娜" /> },
        { key: 'd', label: '手机', children: <MaskedText kind="phone" value="13812345678" /> },
        { key: 'e', label: '未填写', children: <MaskedText kind="phone" value="" /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('张*')).toBeVisible();
    await expect(canvas.getByText('李*龙')).toBeVisible();
    await expect(canvas.getByText('欧**娜')).toBeVisible();
    await expect(canvas.getByText('138****5678')).toBeVisible();
  },
};
