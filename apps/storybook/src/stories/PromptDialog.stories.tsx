import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space, Typography } from 'antd';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PromptDialog, type PromptDialogProps } from '@oms/ui';

/** Dialogs render in a portal, so plays search the whole document. */
const page = () => within(document.body);

function WithTrigger(props: Omit<PromptDialogProps, 'open' | 'onCancel' | 'onConfirm'> & Partial<PromptDialogProps>) {
  const [open, setOpen] = useState(props.open ?? false);
  const [saved, setSaved] = useState<string>();
  return (
    <Space orientation="vertical">
      <Button onClick={() => setOpen(true)}>修改快递单号</Button>
      {saved !== undefined && <Typography.Text>已保存：{saved}</Typography.Text>}
      <PromptDialog
        {...props}
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={(value) => {
          props.onConfirm?.(value);
          setSaved(value);
          setOpen(false);
        }}
      />
    </Space>
  );
}

const meta = {
  title: 'Kit/PromptDialog',
  component: PromptDialog,
  args: {
    open: true,
    title: '修改快递单号',
    label: '快递单号',
    placeholder: '字母或数字',
    pattern: /^[A-Za-z0-9]+$/,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { pattern: { control: false }, validator: { control: false } },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof PromptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Open',
};

export const PatternWithDefaultError: Story = {
  name: 'Pattern, default error text',
  play: async ({ args }) => {
    const input = await page().findByLabelText('快递单号');
    await userEvent.type(input, 'SF 123');
    await userEvent.click(page().getByRole('button', { name: /确\s*定/ }));
    await expect(page().getByRole('alert')).toHaveTextContent('输入的数据不合法');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ValidatorWithOwnError: Story = {
  name: 'Validator, supplied error text',
  args: {
    title: '填写备注',
    label: '备注',
    placeholder: '最多20个字',
    pattern: undefined,
    validator: (value: string) => value.trim().length > 0 && value.length <= 20,
    errorText: '备注不能为空，且最多20个字',
  },
  play: async ({ args }) => {
    await userEvent.click(await page().findByRole('button', { name: /确\s*定/ }));
    await expect(page().getByRole('alert')).toHaveTextContent('备注不能为空，且最多20个字');
    await userEvent.type(page().getByLabelText('备注'), '请尽快发货');
    await userEvent.click(page().getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('请尽快发货'));
  },
};

export const Closed: Story = {
  name: 'Opened from a button',
  args: { open: false },
};
