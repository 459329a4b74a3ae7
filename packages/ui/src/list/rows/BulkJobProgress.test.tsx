import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderKit } from '../../../test/render.tsx';
import { BulkJobProgress } from './BulkJobProgress.tsx';

describe('BulkJobProgress', () => {
  it('shows 处理中 N/M and moves the bar while the job runs', () => {
    const { rerender } = renderKit(<BulkJobProgress title="批量审核" done={3} total={12} state="running" />);
    expect(screen.getByText('处理中 3/12')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: '批量审核' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '处理中 3/12');
    expect(screen.getByRole('status')).toHaveTextContent('处理中');

    rerender(<BulkJobProgress title="批量审核" done={12} total={12} state="finished" />);
    expect(screen.getByText('已完成 12/12')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('status')).toHaveTextContent('已完成');
  });

  it('waits at 0 while queued', () => {
    renderKit(<BulkJobProgress done={0} total={200} state="queued" />);
    expect(screen.getByText('排队中', { ignore: '[role=status]' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('排队中');
    expect(screen.getByRole('progressbar', { name: '批量处理进度' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('says why a job failed and where it stopped', () => {
    renderKit(<BulkJobProgress done={7} total={20} state="failed" error="服务繁忙，请稍后重试" />);
    expect(screen.getByText('处理失败 7/20')).toBeInTheDocument();
    expect(screen.getByText('服务繁忙，请稍后重试')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('处理失败');
  });

  it('never shows more done than there is, nor a bar past 100%', () => {
    renderKit(<BulkJobProgress done={15} total={10} state="running" />);
    expect(screen.getByText('处理中 10/10')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
