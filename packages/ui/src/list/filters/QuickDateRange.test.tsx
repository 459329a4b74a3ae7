import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../test/render.tsx';
import { emulatePhone } from '../../../test/phone.ts';
import { QuickDateRange, type QuickDateRangeProps } from './QuickDateRange.tsx';

const now = new Date('2025-01-09T08:05:03+08:00');

function setup(props: Partial<QuickDateRangeProps> = {}) {
  const onChange = vi.fn();
  const view = renderKit(
    <QuickDateRange value={{}} onChange={onChange} now={now} label="下单时间" {...props} />,
  );
  return { onChange, view, user: userEvent.setup(), group: screen.getByRole('group', { name: '下单时间' }) };
}

/** The radio button as a user clicks it: antd hides the input itself under its label. */
const option = (name: string) => screen.getByRole('radio', { name }).closest('label')!;

/** A day of the open calendar's own month (the panels also show the next month's first days). */
const day = (title: string) =>
  document.querySelector<HTMLElement>(`.ant-picker-cell-in-view[title="${title}"]`)!;

const dates = () =>
  ['下单时间开始日期', '下单时间结束日期'].map(
    (name) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value,
  );

describe('QuickDateRange', () => {
  it('offers the presets and 自定义, none chosen without a filter', () => {
    const { group } = setup();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      '今天',
      '昨天',
      '近7天',
      '近30天',
      '本月',
      '自定义',
    ]);
    expect(radios.some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(dates()).toEqual(['', '']);
  });

  it('picks a preset and shows the days it covers', async () => {
    const { user, view, onChange } = setup();
    await user.click(option('近7天'));
    expect(onChange).toHaveBeenCalledWith({ preset: 'last7' });
    view.rerender(
      <QuickDateRange value={{ preset: 'last7' }} onChange={onChange} now={now} label="下单时间" />,
    );
    expect(screen.getByRole('radio', { name: '近7天' })).toBeChecked();
    expect(dates()).toEqual(['2025-01-03', '2025-01-09']);
  });

  it('shows a custom range as 自定义', () => {
    setup({ value: { from: '2024-12-01', to: '2024-12-15' } });
    expect(screen.getByRole('radio', { name: '自定义' })).toBeChecked();
    expect(dates()).toEqual(['2024-12-01', '2024-12-15']);
  });

  it('turns the preset on show into custom days on 自定义 and opens the picker', async () => {
    const { user, onChange } = setup({ value: { preset: 'thisMonth' } });
    await user.click(option('自定义'));
    expect(onChange).toHaveBeenCalledWith({ from: '2025-01-01', to: '2025-01-09' });
    expect(document.querySelector('.ant-picker-dropdown')).toBeInTheDocument();
  });

  it('makes a custom range from two picked days, and clearing removes the filter', async () => {
    const { user, view, onChange } = setup();
    await user.click(option('自定义'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '自定义' })).toBeChecked();
    await screen.findAllByTitle('2025-01-02');
    await user.click(day('2025-01-02'));
    await user.click(day('2025-01-05'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-01-02', to: '2025-01-05' });

    view.rerender(
      <QuickDateRange
        value={{ from: '2025-01-02', to: '2025-01-05' }}
        onChange={onChange}
        now={now}
        label="下单时间"
      />,
    );
    // The clear button shows on hover, which jsdom's CSS cannot do.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('does not offer days after today unless asked', async () => {
    const { user } = setup();
    await user.click(option('自定义'));
    await screen.findAllByTitle('2025-01-10');
    expect(day('2025-01-10')).toHaveClass('ant-picker-cell-disabled');
    expect(day('2025-01-09')).not.toHaveClass('ant-picker-cell-disabled');
  });

  it('on a phone, condenses the presets and takes the full width', () => {
    emulatePhone();
    const { group } = setup();
    expect(group.getBoundingClientRect().width).toBe(group.parentElement!.getBoundingClientRect().width);
    expect(group.querySelector('.ant-radio-group-small')).not.toBeNull();
  });
});
