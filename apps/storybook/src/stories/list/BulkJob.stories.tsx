import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from 'antd';
import { expect, userEvent, within } from 'storybook/test';
import {
  BulkJobProgress,
  BulkResultReport,
  type BulkJobProgressProps,
  type BulkResultRow,
} from '../../../../../packages/ui/src/list/rows/index.ts';

const REASONS = ['订单已取消，无法审核', '余额不足，请先充值', '收件地址不完整'];

/** 40 orders of a bulk 审核, every fifth failed. */
const results: BulkResultRow[] = Array.from({ length: 40 }, (_, i) => ({
  key: String(i + 1),
  label: `DF2025010900${String(i + 1).padStart(3, '0')}`,
  ok: i % 5 !== 2,
  ...(i % 5 === 2 ? { reason: REASONS[i % REASONS.length] } : null),
}));

function Sheet({ jobs }: { jobs: BulkJobProgressProps[] }) {
  return (
    <Flex vertical gap={24} style={{ maxWidth: 560 }}>
      {jobs.map((job) => (
        <BulkJobProgress key={job.state} {...job} />
      ))}
    </Flex>
  );
}

const meta = {
  title: 'List/BulkJob',
  component: Sheet,
  args: {
    jobs: [
      { title: '批量审核', done: 0, total: 200, state: 'queued' },
      { title: '批量审核', done: 73, total: 200, state: 'running' },
      { title: '批量审核', done: 200, total: 200, state: 'finished' },
      { title: '批量审核', done: 41, total: 200, state: 'failed', error: '服务繁忙，请稍后重试' },
    ],
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Progress: Story = {
  name: 'Progress: queued, running, finished, failed',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('处理中 73/200')).toBeInTheDocument();
  },
};

export const Report: StoryObj<typeof BulkResultReport> = {
  name: 'Result report (成功 32 / 失败 8)',
  render: () => (
    <div style={{ maxWidth: 640 }}>
      <BulkResultReport rows={results} onRetryFailed={() => {}} onClose={() => {}} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('成功 32');
    await expect(canvas.getByRole('status')).toHaveTextContent('失败 8');
    await userEvent.click(canvas.getByRole('checkbox', { name: '只看失败' }));
    await expect(canvas.queryByText(results[0]!.label)).toBeNull();
    await expect(canvas.getByText(results[2]!.label)).toBeInTheDocument();
  },
};

export const AllSucceeded: StoryObj<typeof BulkResultReport> = {
  name: 'Result report, nothing failed',
  render: () => (
    <div style={{ maxWidth: 640 }}>
      <BulkResultReport
        rows={results.filter((r) => r.ok).slice(0, 5)}
        onRetryFailed={() => {}}
        onClose={() => {}}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '重试失败项' })).toBeDisabled();
  },
};
