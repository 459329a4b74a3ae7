import { useContext, useId, useRef, useState } from 'react';
import { ConfigProvider, DatePicker, Flex, Radio } from 'antd';
import type { ConfigType, Dayjs } from 'dayjs';
import { shanghai } from '../../helpers/shanghai.ts';
import { DATE_FORMATS } from '../../helpers/dates.ts';
import { useNarrowLayout } from '../../PageShell/useNarrowLayout.ts';
import { visuallyHidden } from './visuallyHidden.ts';
import { DATE_PRESETS, resolveDateRange, type DateRangeValue } from './resolveDateRange.ts';

export interface QuickDateRangeProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** Names the group (下单时间, 申请时间); default 时间. */
  label?: string;
  /** Days after today can be picked (pick-up appointments); off by default. */
  allowFuture?: boolean;
  /** Today, for what the presets resolve to; defaults to the clock (stories fix it). */
  now?: ConfigType;
}

const CUSTOM = 'custom';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element Tab (or Shift+Tab) reaches from `from`, passing over those `skip` names. */
function tabNeighbour(
  from: HTMLElement,
  side: 'before' | 'after',
  skip: (el: HTMLElement) => boolean,
): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !skip(el) &&
      el.getClientRects().length > 0 &&
      // a radio group is one stop: its checked button
      !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked),
  );
  if (side === 'after') {
    return all.find((el) => from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) ?? null;
  }
  return (
    [...all].reverse().find((el) => from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) ??
    null
  );
}

/**
 * 今天 / 昨天 / 近7天 / 近30天 / 本月 / 自定义 over a RangePicker that shows the chosen days. Picking days
 * (or 自定义) makes a custom range; clearing the picker removes the filter.
 */
export function QuickDateRange({
  value,
  onChange,
  label = '时间',
  allowFuture = false,
  now,
}: QuickDateRangeProps) {
  const narrow = useNarrowLayout();
  const [pickerOpen, setPickerOpen] = useState(false);
  const pressed = useRef(false);
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const popupClass = `oms-date-range-${baseId}`;
  const startId = `${popupClass}-start`;
  const endId = `${popupClass}-end`;
  const pickerPrefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('picker');

  const resolved = resolveDateRange(value, now ?? Date.now());
  // shown as Beijing's days, as the range was resolved
  const range: [Dayjs, Dayjs] | null = resolved && [shanghai(resolved.from), shanghai(resolved.to)];
  const selected = value.preset ?? (resolved !== null || pickerOpen ? CUSTOM : undefined);
  const today = shanghai(now ?? Date.now()).endOf('day');

  return (
    <Flex
      role="group"
      aria-label={label}
      wrap
      gap={8}
      align="center"
      style={narrow ? { width: '100%' } : undefined}
      // Tab moves on as in any form. The picker locks focus on the day being entered (开始日期 forever
      // while it is empty), so its Tab is skipped: from either day to whatever follows the field (or,
      // with Shift, precedes it), the calendar closed. The end day is reached by the calendar or a click.
      onMouseDownCapture={() => (pressed.current = true)}
      onKeyDownCapture={(event) => {
        const at = event.target instanceof HTMLElement ? event.target.id : '';
        if (at !== startId && at !== endId) return;
        if (event.key === 'Escape') return setPickerOpen(false);
        if (event.key === 'ArrowDown' || event.key === 'Enter') {
          if (!pickerOpen) setPickerOpen(true);
          return;
        }
        if (event.key !== 'Tab') return;
        event.preventDefault();
        event.stopPropagation();
        setPickerOpen(false);
        const input = event.target as HTMLElement;
        const to = tabNeighbour(
          input,
          event.shiftKey ? 'before' : 'after',
          (el) => el.id === startId || el.id === endId,
        );
        requestAnimationFrame(() => to?.focus());
      }}
    >
      <Radio.Group
        optionType="button"
        size={narrow ? 'small' : 'medium'}
        value={selected}
        onChange={(event) => {
          const next = event.target.value as string;
          if (next !== CUSTOM) return onChange({ preset: next as NonNullable<DateRangeValue['preset']> });
          // 自定义 starts from the days on show, so the picker opens on them.
          if (range)
            onChange({ from: range[0].format(DATE_FORMATS.date), to: range[1].format(DATE_FORMATS.date) });
          setPickerOpen(true);
        }}
        options={[
          ...DATE_PRESETS.map((p) => ({ value: p.key, label: p.label })),
          { value: CUSTOM, label: '自定义' },
        ]}
      />
      <DatePicker.RangePicker
        open={pickerOpen}
        // Focus alone does not open the calendar (Tab passes through); a click, ↓ or Enter does.
        onOpenChange={(next) => {
          if (next && !pressed.current) return;
          pressed.current = false;
          setPickerOpen(next);
        }}
        value={range}
        allowClear
        id={{ start: startId, end: endId }}
        size={narrow ? 'small' : 'medium'}
        style={narrow ? { width: '100%' } : { width: 256 }}
        // Lists look back: open on last month and this one.
        defaultPickerValue={[today.subtract(1, 'month'), today]}
        disabledDate={allowFuture ? undefined : (day) => day.isAfter(today)}
        // Two month panels side by side are wider than a phone: stack them.
        classNames={{ popup: { root: popupClass } }}
        onChange={(days) => {
          const [from, to] = days ?? [];
          if (!from || !to) return onChange({});
          onChange({ from: from.format(DATE_FORMATS.date), to: to.format(DATE_FORMATS.date) });
        }}
      />
      <label htmlFor={startId} style={visuallyHidden}>
        {label}开始日期
      </label>
      <label htmlFor={endId} style={visuallyHidden}>
        {label}结束日期
      </label>
      {narrow && <style>{`.${popupClass} .${pickerPrefix}-panels { flex-direction: column; }`}</style>}
    </Flex>
  );
}
