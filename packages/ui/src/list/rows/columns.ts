import type { ReactNode } from 'react';
import { TABLE_COLUMN_MIN_WIDTH_PX } from '../../constants.ts';

/** One column of a list page's line rows (goods lines under an order, bill lines…). */
export interface ListColumn<Line, Group = unknown> {
  /** Stable id; saved column settings refer to it. */
  key: string;
  title: string;
  /** Default width in px; a saved width replaces it. */
  width: number;
  /** Dragging or typing never makes the column narrower than this (px). */
  minWidth?: number;
  align?: 'left' | 'center' | 'right';
  render: (line: Line, group: Group) => ReactNode;
  /**
   * The group's value, not the line's (an order's 实付 and 收件人): shown once, on the group's first
   * line, so a two-line order does not read as paying twice.
   */
  perGroup?: boolean;
  /** False keeps the column on screen whatever the settings say; defaults to true. */
  hideable?: boolean;
}

/** What a user saved about one column: its place (the array order), whether it shows, its width. */
export interface ColumnSetting {
  key: string;
  visible: boolean;
  width?: number;
}

/** No column can be dragged or typed wider than this (px); the narrowest is its `minWidth` or spec §9's 80. */
export const LIST_COLUMN_MAX_WIDTH_PX = 1200;

export function isHideable(column: Pick<ListColumn<never>, 'hideable'>): boolean {
  return column.hideable !== false;
}

/** The width a column may take: its own minimum (or the list's) up to the maximum, whole pixels. */
export function clampColumnWidth(column: Pick<ListColumn<never>, 'minWidth'>, width: number): number {
  const min = column.minWidth ?? TABLE_COLUMN_MIN_WIDTH_PX;
  return Math.min(LIST_COLUMN_MAX_WIDTH_PX, Math.max(min, Math.round(width)));
}

/** Settings as they were before anyone changed anything: the code's order, all visible, default widths. */
export function defaultColumnSettings(columns: readonly ListColumn<never, never>[]): ColumnSetting[] {
  return columns.map((c) => ({ key: c.key, visible: true, width: c.width }));
}

/**
 * One setting per column the code still has, in the saved order: settings for columns that no longer
 * exist are dropped, columns the settings do not know (added since they were saved) are appended
 * visible with their default width, a column that cannot be hidden is visible, widths are clamped.
 */
export function normalizeColumnSettings(
  columns: readonly ListColumn<never, never>[],
  settings: readonly ColumnSetting[],
): ColumnSetting[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const seen = new Set<string>();
  const out: ColumnSetting[] = [];
  for (const setting of settings) {
    const column = byKey.get(setting.key);
    if (!column || seen.has(setting.key)) continue;
    seen.add(setting.key);
    out.push({
      key: column.key,
      visible: setting.visible || !isHideable(column),
      width: clampColumnWidth(column, setting.width ?? column.width),
    });
  }
  for (const column of columns) {
    if (!seen.has(column.key)) out.push({ key: column.key, visible: true, width: column.width });
  }
  return out;
}

/** The columns to draw: saved order and widths, hidden ones left out, new ones appended (see `normalizeColumnSettings`). */
export function applyColumnSettings<C extends ListColumn<never, never>>(
  columns: readonly C[],
  settings: readonly ColumnSetting[],
): C[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  return normalizeColumnSettings(columns, settings)
    .filter((s) => s.visible)
    .map((s) => {
      const column = byKey.get(s.key)!;
      return s.width === column.width ? column : { ...column, width: s.width! };
    });
}

/** The settings with one column moved to another place (0-based); out-of-range places are clamped. */
export function moveColumnSetting(
  settings: readonly ColumnSetting[],
  key: string,
  to: number,
): ColumnSetting[] {
  const from = settings.findIndex((s) => s.key === key);
  if (from === -1) return [...settings];
  const out = settings.filter((s) => s.key !== key);
  out.splice(Math.max(0, Math.min(to, out.length)), 0, settings[from]!);
  return out;
}

/** The settings after a column was resized in the list (`GroupedList`'s `onColumnResize`). */
export function setColumnWidth(
  columns: readonly ListColumn<never, never>[],
  settings: readonly ColumnSetting[],
  key: string,
  width: number,
): ColumnSetting[] {
  const column = columns.find((c) => c.key === key);
  return normalizeColumnSettings(columns, settings).map((s) =>
    s.key === key && column ? { ...s, width: clampColumnWidth(column, width) } : s,
  );
}
