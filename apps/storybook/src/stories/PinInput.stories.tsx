import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PinInput } from '@oms/ui';

function Paying() {
  const [pin, setPin] = useState('');
  const [done, setDone] = useState('');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <span>请输入6位支付密码</span>
      <PinInput value={pin} onChange={setPin} onComplete={setDone} autoFocus />
      <output>{done ? '已输入完整支付密码' : ''}</output>
    </div>
  );
}

const meta = {
  title: 'Kit/PinInput',
  component: PinInput,
} satisfies Meta<typeof PinInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pay: Story = {
  name: 'Paying with the PIN',
  render: () => <Paying />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('支付密码'), '258369');
    await expect(canvas.getByText('已输入完整支付密码')).toBeInTheDocument();
  },
};

export const Wrong: Story = { args: { value: '1234', status: 'error' } };
export const Disabled: Story = { args: { value: '', disabled: true } };
export const Visible: Story = { args: { value: '258', visible: true, 'aria-label': '新支付密码' } };
