import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderKit } from '../../../test/render.tsx';
import type { ColumnSetting, ListColumn } from './columns.ts';
import { ColumnSettingsPanel } from './ColumnSettingsPanel.tsx';

const col = (key: string, title: string, width: number, hideable?: boolean): ListColumn<never> => ({
  key,
  title,
  width,
  render: () => null,
  ...(hideable === undefined ? null : { hideable }),
});
const columns = [
  col('goods', '商品', 240, false),
  col('spec', '颜色/尺码', 120),
  col('qty', '数量', 80),
  col('price', '单价', 100),
];

/** The panel as a page holds it: settings in state; every change also goes to the spy. */
function renderPanel(initial: ColumnSetting[] = []) {
  const onChange = vi.fn();
  function Page() {
    const [settings, setSettings] = useState(initial);
    return (
      <ColumnSettingsPanel
        columns={columns}
        settings={settings}
        onChange={(next) => {
          onChange(next);
          setSettings(next);
        }}
      />
    );
  }
  renderKit(<Page />);
  return onChange;
}

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: '列设置' }));
  return screen.findByRole('dialog', { name: '列设置' });
}
const order = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .map((c) => c.closest('label')!.textContent);
const keys = (settings: ColumnSetting[]) =>
  settings.map((s) => `${s.key}${s.visible ? '' : '(hidden)'}:${s.width}`);

describe('ColumnSettingsPanel', () => {
  it('opens from the 列设置 button and lists every column in the saved order, hidden ones unchecked', async () => {
    renderPanel([
      { key: 'price', visible: true, width: 130 },
      { key: 'spec', visible: false },
    ]);
    expect(screen.getByRole('button', { name: '列设置' })).toHaveAttribute('aria-expanded', 'false');
    const dialog = await openPanel();
    expect(screen.getByRole('button', { name: '列设置' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(order(dialog)).toEqual(['单价', '颜色/尺码', '商品', '数量']);
    expect(within(dialog).getByRole('checkbox', { name: '颜色/尺码' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '单价' })).toBeChecked();
    expect(within(dialog).getByRole('spinbutton', { name: '「单价」列宽' })).toHaveValue('130');
    // A column that cannot be hidden stays ticked and locked.
    expect(within(dialog).getByRole('checkbox', { name: '商品' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '商品' })).toBeDisabled();
  });

  it('hides and shows a column', async () => {
    const onChange = renderPanel();
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '数量' }));
    expect(keys(onChange.mock.lastCall![0])).toEqual([
      'goods:240',
      'spec:120',
      'qty(hidden):80',
      'price:100',
    ]);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '数量' }));
    expect(keys(onChange.mock.lastCall![0])).toEqual(['goods:240', 'spec:120', 'qty:80', 'price:100']);
  });

  it('moves columns with 上移/下移, keeping focus on the moved column and saying where it went', async () => {
    const onChange = renderPanel();
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('button', { name: '上移「数量」' }));
    expect(order(dialog)).toEqual(['商品', '数量', '颜色/尺码', '单价']);
    expect(keys(onChange.mock.lastCall![0])).toEqual(['goods:240', 'qty:80', 'spec:120', 'price:100']);
    expect(within(dialog).getByRole('button', { name: '上移「数量」' })).toHaveFocus();
    expect(dialog).toHaveTextContent('「数量」已移到第 2 列');

    // At the top 上移 is disabled, so focus goes to 下移 of the same column.
    await userEvent.keyboard('{Enter}');
    expect(order(dialog)).toEqual(['数量', '商品', '颜色/尺码', '单价']);
    expect(within(dialog).getByRole('button', { name: '上移「数量」' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '下移「数量」' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: '下移「单价」' })).toBeDisabled();
  });

  it('moves a column by dragging its row onto another', async () => {
    const onChange = renderPanel();
    const dialog = await openPanel();
    const row = (title: string) => within(dialog).getByRole('checkbox', { name: title }).closest('li')!;
    // A row only drags from its handle.
    expect(row('单价')).toHaveAttribute('draggable', 'false');
    fireEvent.pointerDown(row('单价').querySelector('[aria-hidden="true"]')!);
    expect(row('单价')).toHaveAttribute('draggable', 'true');
    fireEvent.dragStart(row('单价'));
    fireEvent.dragOver(row('颜色/尺码'));
    fireEvent.drop(row('颜色/尺码'));
    fireEvent.dragEnd(row('单价'));
    expect(keys(onChange.mock.lastCall![0])).toEqual(['goods:240', 'price:100', 'spec:120', 'qty:80']);
    expect(order(dialog)).toEqual(['商品', '单价', '颜色/尺码', '数量']);
  });

  it('sets a width when the field is left or Enter is pressed, within the column limits', async () => {
    const onChange = renderPanel();
    const dialog = await openPanel();
    const width = within(dialog).getByRole('spinbutton', { name: '「颜色/尺码」列宽' });
    await userEvent.clear(width);
    await userEvent.type(width, '15');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(width, '0{Enter}');
    expect(keys(onChange.mock.lastCall![0])).toContain('spec:150');

    await userEvent.clear(width);
    await userEvent.type(width, '12');
    await userEvent.tab();
    expect(keys(onChange.mock.lastCall![0])).toContain('spec:80');
    expect(width).toHaveValue('80');
  });

  it('恢复默认 puts every column back: code order, all shown, default widths', async () => {
    const onChange = renderPanel([
      { key: 'price', visible: false, width: 300 },
      { key: 'qty', visible: true, width: 90 },
    ]);
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('button', { name: '恢复默认' }));
    expect(keys(onChange.mock.lastCall![0])).toEqual(['goods:240', 'spec:120', 'qty:80', 'price:100']);
    expect(order(dialog)).toEqual(['商品', '颜色/尺码', '数量', '单价']);
    expect(within(dialog).getByRole('spinbutton', { name: '「单价」列宽' })).toHaveValue('100');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderPanel();
    const dialog = await openPanel();
    within(dialog).getByRole('checkbox', { name: '数量' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '列设置' })).toHaveAttribute('aria-expanded', 'false'),
    );
    expect(screen.getByRole('button', { name: '列设置' })).toHaveFocus();
  });
});
