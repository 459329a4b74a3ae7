import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../test/render.tsx';
import { BulkResultReport, type BulkResultRow } from './BulkResultReport.tsx';

const rows: BulkResultRow[] = [
  { key: '1', label: 'DF0001', ok: true },
  { key: '2', label: 'DF0002', ok: false, reason: '订单已取消' },
  { key: '3', label: 'DF0003', ok: true },
  { key: '4', label: 'DF0004', ok: false, reason: '余额不足' },
  { key: '5', label: 'DF0005', ok: true },
];

const bodyRows = () =>
  screen
    .getAllByRole('row')
    .filter((r) => within(r).queryAllByRole('cell').length > 0)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('BulkResultReport', () => {
  it('counts 成功 and 失败 and lists every item with its outcome and reason', () => {
    renderKit(<BulkResultReport rows={rows} onClose={() => {}} onRetryFailed={() => {}} />);
    const counts = screen.getByRole('status');
    expect(within(counts).getByText(/^成功/)).toHaveTextContent('成功 3');
    expect(within(counts).getByText(/^失败/)).toHaveTextContent('失败 2');
    expect(screen.getByRole('columnheader', { name: '订单号' })).toBeInTheDocument();
    expect(bodyRows()).toEqual([
      ['DF0001', '成功', ''],
      ['DF0002', '失败', '订单已取消'],
      ['DF0003', '成功', ''],
      ['DF0004', '失败', '余额不足'],
      ['DF0005', '成功', ''],
    ]);
  });

  it('只看失败 narrows the table to the failures', async () => {
    renderKit(<BulkResultReport rows={rows} onClose={() => {}} labelTitle="售后单号" />);
    expect(screen.getByRole('columnheader', { name: '售后单号' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '只看失败' }));
    expect(bodyRows().map((r) => r[0])).toEqual(['DF0002', 'DF0004']);
    await userEvent.click(screen.getByRole('checkbox', { name: '只看失败' }));
    expect(bodyRows()).toHaveLength(5);
  });

  it('retries the failures and closes', async () => {
    const onRetryFailed = vi.fn();
    const onClose = vi.fn();
    renderKit(<BulkResultReport rows={rows} onClose={onClose} onRetryFailed={onRetryFailed} />);
    await userEvent.click(screen.getByRole('button', { name: '重试失败项' }));
    expect(onRetryFailed).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has nothing to retry or filter when everything succeeded', () => {
    renderKit(
      <BulkResultReport rows={rows.filter((r) => r.ok)} onClose={() => {}} onRetryFailed={() => {}} />,
    );
    expect(within(screen.getByRole('status')).getByText(/^失败/)).toHaveTextContent('失败 0');
    expect(screen.getByRole('button', { name: '重试失败项' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '只看失败' })).toBeDisabled();
  });

  it('leaves the retry button out when the action cannot be retried', () => {
    renderKit(<BulkResultReport rows={rows} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: '重试失败项' })).toBeNull();
  });
});
