/**
 * antd measures column widths in a zero-height row that repeats the header, 全选 checkbox included,
 * under aria-hidden: Tab would land on that invisible copy in every table with a selection column.
 * Hidden, the row still lays out and measures.
 */
export function measureRowRule(tablePrefix: string): string {
  return `.${tablePrefix}-measure-row { visibility: hidden; }`;
}
