import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { renderKit } from '../../../test/render.tsx';
import { ListState } from './ListState.tsx';

describe('ListState', () => {
  it('empty: 暂无数据, with an optional hint and action', async () => {
    const onReset = vi.fn();
    const { rerender } = renderKit(<ListState kind="empty" />);
    expect(screen.getByText('暂无数据', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <ListState kind="empty" hint="试试调整筛选条件" action={<Button onClick={onReset}>清空筛选</Button>} />,
    );
    expect(screen.getByText('试试调整筛选条件')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清空筛选' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('loading: a skeleton that tells screen readers 加载中', () => {
    const { container } = renderKit(<ListState kind="loading" rows={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.ant-skeleton-paragraph > li')).toHaveLength(3);
  });

  it('error: 加载失败 with the message, and 重试', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderKit(
      <ListState kind="error" message="网络异常，请稍后再试" onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('加载失败');
    expect(alert).toHaveTextContent('网络异常，请稍后再试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<ListState kind="error" onRetry={onRetry} retrying />);
    expect(screen.getByRole('button', { name: /重试/ })).toHaveClass('ant-btn-loading');
  });

  it('error without a retry handler offers no button', () => {
    renderKit(<ListState kind="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
