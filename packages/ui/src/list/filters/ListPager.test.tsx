import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../test/render.tsx';
import { emulatePhone } from '../../../test/phone.ts';
import { LIST_PAGE_SIZES, ListPager, type ListPagerProps } from './ListPager.tsx';

function setup(props: Partial<ListPagerProps> = {}) {
  const handlers = { onPrev: vi.fn(), onNext: vi.fn(), onPageSizeChange: vi.fn(), onFirst: vi.fn() };
  renderKit(
    <ListPager page={1} pageSize={20} total={12345} hasPrev={false} hasNext {...handlers} {...props} />,
  );
  return { ...handlers, user: userEvent.setup(), nav: screen.getByRole('navigation', { name: '分页' }) };
}

describe('ListPager', () => {
  it('shows the exact total with separators and the page, with 上一页 off on the first page', () => {
    const { nav } = setup();
    expect(within(nav).getByText('共 12,345 条')).toBeInTheDocument();
    expect(within(nav).getByText('第 1 页')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: '下一页' })).toBeEnabled();
    expect(within(nav).queryByRole('button', { name: '回到第一页' })).toBeNull();
  });

  it('pages on and back, and goes back to the first page from further on', async () => {
    const { user, onPrev, onNext, onFirst } = setup({ page: 3, hasPrev: true, hasNext: true });
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await user.click(screen.getByRole('button', { name: '上一页' }));
    await user.click(screen.getByRole('button', { name: '回到第一页' }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(onPrev).toHaveBeenCalledOnce();
    expect(onFirst).toHaveBeenCalledOnce();
  });

  it('turns 下一页 off on the last page, and both while a page loads', () => {
    setup({ page: 2, hasPrev: true, hasNext: false, loading: true });
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
  });

  it('offers 20 / 50 / 100 / 200 a page', async () => {
    const { user, onPageSizeChange } = setup();
    expect(LIST_PAGE_SIZES).toEqual([20, 50, 100, 200]);
    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    // The painted options (antd's listbox for screen readers holds only the ones around the active one).
    await screen.findByRole('listbox');
    const shown = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(shown).toEqual(['20 条/页', '50 条/页', '100 条/页', '200 条/页']);
    await user.click(screen.getByTitle('100 条/页'));
    expect(onPageSizeChange).toHaveBeenCalledWith(100, expect.anything());
  });

  it('leaves the total out while it is unknown', () => {
    setup({ total: null });
    expect(screen.queryByText(/^共/)).toBeNull();
  });

  describe('on a phone', () => {
    it('uses small controls', () => {
      emulatePhone();
      setup();
      expect(screen.getByRole('button', { name: '下一页' })).toHaveClass('ant-btn-sm');
    });
  });
});
