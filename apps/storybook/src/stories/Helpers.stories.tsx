import type { Meta, StoryObj } from '@storybook/react-vite';
import { Descriptions, Typography } from 'antd';
import { expect, within } from 'storybook/test';
import {
  createRequestKey,
  formatDate,
  formatDateTime,
  formatMonthDay,
  formatTime,
  formatYearMonthDay,
  isEmpty,
  recentRange,
} from '@oms/ui';

// A fixed moment, so the page reads the same every day: 08:05:03 in Beijing, shown as Beijing time in
// any browser's zone.
const moment = new Date('2025-01-09T08:05:03+08:00');

function HelpersSheet() {
  const [start, end] = recentRange(7, moment);
  const samples: [string, unknown][] = [
    ["''", ''],
    ["'  '", '  '],
    ['{}', {}],
    ['[]', []],
    ['0', 0],
    ['false', false],
    ['new Date()', moment],
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      style={{ maxWidth: 640 }}
      styles={{ label: { width: 200 } }}
      items={[
        { key: 'dt', label: 'formatDateTime', children: formatDateTime(moment) },
        { key: 'd', label: 'formatDate', children: formatDate(moment) },
        { key: 't', label: 'formatTime', children: formatTime(moment) },
        { key: 'ymd', label: 'formatYearMonthDay', children: formatYearMonthDay(moment) },
        { key: 'md', label: 'formatMonthDay', children: formatMonthDay(moment) },
        {
          key: 'range',
          label: 'recentRange(7)',
          children: `${formatDateTime(start)} ~ ${formatDateTime(end)}`,
        },
        {
          key: 'empty',
          label: 'isEmpty',
          children: samples.map(([name, v]) => `${name} → ${String(isEmpty(v))}`).join('，'),
        },
        {
          key: 'key',
          label: 'createRequestKey',
          children: (
            <Typography.Text code>
              {createRequestKey(moment.getTime()).replace(/^.{36}/, '·'.repeat(36))}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}

const meta = {
  title: 'Kit/Helpers',
  component: HelpersSheet,
} satisfies Meta<typeof HelpersSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formats: Story = {
  name: 'Date formats, recent range, isEmpty, request key',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2025-01-09 08:05:03')).toBeVisible();
    await expect(canvas.getByText('2025年01月09日')).toBeVisible();
    await expect(canvas.getByText('2025-01-03 00:00:00 ~ 2025-01-09 23:59:59')).toBeVisible();
  },
};
