import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { renderKit } from '../../../test/render.tsx';
import { SelectionBar, type SelectionBarProps } from './SelectionBar.tsx';

function setup(props: Partial<SelectionBarProps> = {}) {
  const onSelectAllMatching = vi.fn();
  const onClear = vi.fn();
  const view = renderKit(
    <SelectionBar
      selectedCount={20}
      total={12345}
      allMatching={false}
      onSelectAllMatching={onSelectAllMatching}
      onClear={onClear}
      actions={<Button>批量发货</Button>}
      {...props}
    />,
  );
  return { onSelectAllMatching, onClear, view, user: userEvent.setup() };
}

describe('SelectionBar', () => {
  it('says how many are ticked on this page and offers every match', async () => {
    const { user, onSelectAllMatching, onClear } = setup();
    const bar = screen.getByRole('region', { name: '批量操作' });
    expect(within(bar).getByText('已选 20 条（本页）')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: '批量发货' })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: '全选 12,345 条匹配结果' }));
    expect(onSelectAllMatching).toHaveBeenCalledOnce();
    await user.click(within(bar).getByRole('button', { name: '取消选择' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('in all-matching mode says so and offers no second 全选', () => {
    setup({ allMatching: true });
    expect(screen.getByText('已选择全部 12,345 条匹配结果')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^全选/ })).toBeNull();
    expect(screen.getByRole('button', { name: '取消选择' })).toBeInTheDocument();
  });

  it('offers no 全选 when the page already holds every match', () => {
    setup({ selectedCount: 7, total: 7 });
    expect(screen.getByText('已选 7 条（本页）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^全选/ })).toBeNull();
  });

  it('is not there while nothing is selected', () => {
    setup({ selectedCount: 0 });
    expect(screen.queryByRole('region', { name: '批量操作' })).toBeNull();
  });
});
