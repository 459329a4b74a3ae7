import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../test/render.tsx';
import { emulatePhone } from '../../../test/phone.ts';
import { CombinedSearch, type CombinedSearchProps } from './CombinedSearch.tsx';
import type { SearchField } from './guessSearchField.ts';

const fields: SearchField[] = [
  { key: 'orderNo', label: '平台订单号', placeholder: '15–20 位数字', guess: (v) => /^\d{15,20}$/.test(v) },
  { key: 'phoneTail', label: '手机尾号', guess: (v) => /^\d{4}$/.test(v) },
  { key: 'goodsNo', label: '货号' },
];

function setup(props: Partial<CombinedSearchProps> = {}) {
  const onSearch = vi.fn();
  const view = renderKit(
    <CombinedSearch fields={fields} value={{ field: 'auto', text: '' }} onSearch={onSearch} {...props} />,
  );
  return {
    onSearch,
    view,
    user: userEvent.setup(),
    box: screen.getByRole('textbox', { name: '搜索关键词' }),
  };
}

describe('CombinedSearch', () => {
  it('guesses the field under 自动识别, says which, and searches on Enter', async () => {
    const { user, box, onSearch } = setup();
    await user.type(box, '5678');
    expect(screen.getByText('按 手机尾号 搜索')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('按 手机尾号 搜索');
    await user.clear(box);
    await user.type(box, ' 240612123456789012{Enter}');
    expect(screen.getByText('按 平台订单号 搜索')).toBeInTheDocument();
    expect(onSearch).toHaveBeenCalledWith({ field: 'auto', text: '240612123456789012' }, 'orderNo');
  });

  it('refuses text no field recognises until a field is picked', async () => {
    const { user, box, onSearch } = setup();
    await user.type(box, 'A2317');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText('未能识别，请选择搜索字段')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '搜索字段' }));
    await user.click(await screen.findByRole('option', { name: '货号' }));
    expect(screen.queryByText('未能识别，请选择搜索字段')).toBeNull();
    expect(box).toHaveAttribute('placeholder', '请输入货号');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledWith({ field: 'goodsNo', text: 'A2317' }, 'goodsNo');
  });

  it('uses the picked field as is, with its placeholder, and no guess hint', async () => {
    const { user, box, onSearch } = setup({ value: { field: 'orderNo', text: '' } });
    expect(box).toHaveAttribute('placeholder', '15–20 位数字');
    await user.type(box, '5678{Enter}');
    expect(screen.queryByText(/按 .* 搜索/)).toBeNull();
    expect(onSearch).toHaveBeenCalledWith({ field: 'orderNo', text: '5678' }, 'orderNo');
  });

  it('offers no 自动识别 when no field can guess', async () => {
    const { user } = setup({
      fields: [{ key: 'goodsNo', label: '货号' }],
      value: { field: 'auto', text: '' },
    });
    const picker = screen.getByRole('combobox', { name: '搜索字段' });
    await user.click(picker);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: '自动识别' })).toBeNull();
    expect(screen.getByRole('textbox', { name: '搜索关键词' })).toHaveAttribute('placeholder', '请输入货号');
  });

  it('shows a new applied value, and clearing the box searches for everything again', async () => {
    const { user, view, onSearch } = setup();
    view.rerender(
      <CombinedSearch fields={fields} value={{ field: 'phoneTail', text: '1234' }} onSearch={onSearch} />,
    );
    const box = screen.getByRole('textbox', { name: '搜索关键词' });
    expect(box).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: /close-circle|清除/ }));
    expect(onSearch).toHaveBeenCalledWith({ field: 'phoneTail', text: '' }, null);
  });

  it('focuses on / pressed on the page, but not while typing elsewhere', async () => {
    const { user, box } = setup();
    const other = document.createElement('input');
    document.body.append(other);
    other.focus();
    await user.keyboard('/');
    expect(box).not.toHaveFocus();
    expect(other).toHaveValue('/');

    other.blur();
    await user.keyboard('/');
    expect(box).toHaveFocus();
    // The slash opened the box; it is not typed into it.
    expect(box).toHaveValue('');
    other.remove();
  });

  it('leaves / alone inside a dialog, with Ctrl held, and when switched off', () => {
    const { box, view } = setup();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.innerHTML = '<button type="button">确定</button>';
    document.body.append(dialog);
    fireEvent.keyDown(dialog.querySelector('button')!, { key: '/' });
    expect(box).not.toHaveFocus();
    dialog.remove();
    fireEvent.keyDown(document.body, { key: '/', ctrlKey: true });
    expect(box).not.toHaveFocus();

    view.rerender(
      <CombinedSearch
        fields={fields}
        value={{ field: 'auto', text: '' }}
        onSearch={() => {}}
        slashFocus={false}
      />,
    );
    fireEvent.keyDown(document.body, { key: '/' });
    expect(box).not.toHaveFocus();
  });

  describe('on a phone', () => {
    it('shows the guess below the box', async () => {
      emulatePhone();
      const { user, box } = setup();
      await user.type(box, '5678');
      const hint = screen.getByText('按 手机尾号 搜索');
      expect(box.closest('.ant-input-affix-wrapper')).not.toContainElement(hint);
    });
  });
});
