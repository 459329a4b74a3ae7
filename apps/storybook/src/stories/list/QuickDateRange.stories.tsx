import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex, Typography } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatDateTime } from '@oms/ui';
import {
  QuickDateRange,
  resolveDateRange,
  type DateRangeValue,
  type QuickDateRangeProps,
} from '../../../../../packages/ui/src/list/filters/index.ts';

// A fixed today (Thursday 9 January 2025), so the presets read the same every day.
// 08:05 in Beijing: the presets are Beijing's days whatever the browser's zone
const now = new Date('2025-01-09T08:05:03+08:00');

/** Keeps the value as the console's URL would, and shows what the query would send. */
function Applied(props: QuickDateRangeProps) {
  const [value, setValue] = useState<DateRangeValue>(props.value);
  const range = resolveDateRange(value, now);
  return (
    <Flex vertical gap={12}>
      <QuickDateRange
        {...props}
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
      <Typography.Text type="secondary">
        {range ? `查询 ${formatDateTime(range.from)} ~ ${formatDateTime(range.to)}` : '不限时间'}
      </Typography.Text>
    </Flex>
  );
}

const meta = {
  title: 'List/QuickDateRange',
  component: QuickDateRange,
  args: { value: {}, onChange: fn(), label: '下单时间', now },
  render: (args) => <Applied {...args} />,
} satisfies Meta<typeof QuickDateRange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Presets: Story = {
  name: 'Presets',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // From the keyboard: Storybook's bundled user-event cannot forward a label click to the radio in jsdom.
    canvas.getByRole('radio', { name: '近7天' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith({ preset: 'last7' });
    await expect(canvas.getByRole('textbox', { name: '下单时间开始日期' })).toHaveValue('2025-01-03');
    await expect(canvas.getByText('查询 2025-01-03 00:00:00 ~ 2025-01-09 23:59:59')).toBeInTheDocument();
  },
};

export const Custom: Story = {
  name: 'Custom days',
  args: { value: { from: '2024-12-20', to: '2025-01-05' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '自定义' })).toBeChecked();
    await expect(canvas.getByText('查询 2024-12-20 00:00:00 ~ 2025-01-05 23:59:59')).toBeInTheDocument();
  },
};
