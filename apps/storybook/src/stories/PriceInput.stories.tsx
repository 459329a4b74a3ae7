import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, userEvent, within } from 'storybook/test';
import { PriceInput } from '@oms/ui';

function InForm() {
  const [price, setPrice] = useState('');
  return (
    <Form layout="vertical" style={{ maxWidth: 320 }}>
      <Form.Item label="商品单价" htmlFor="price" extra="只能输入数字，最多两位小数">
        <PriceInput id="price" value={price} onChange={setPrice} />
      </Form.Item>
    </Form>
  );
}

const meta = {
  title: 'Kit/PriceInput',
  component: PriceInput,
} satisfies Meta<typeof PriceInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InAForm: Story = {
  name: 'In a form',
  render: () => <InForm />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('商品单价');
    await userEvent.type(input, 'a12.345');
    await expect(input).toHaveValue('12.34');
  },
};

export const Disabled: Story = {
  args: { value: '99.90', disabled: true, 'aria-label': '已锁定价格' },
};
