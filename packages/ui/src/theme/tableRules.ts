/** Rules every antd table of the product gets, whichever component renders it (`prefix`: antd's, `ant`). */
export function tableRules(prefix: string): string {
  return [
    // antd measures column widths in a zero-height row that repeats the header, 全选 checkbox included,
    // under aria-hidden: Tab would land on that invisible copy. Hidden, the row still lays out and measures.
    `.${prefix}-table-measure-row { visibility: hidden; }`,
    // While the first page loads, the spinner is the answer: not 暂无数据 under it.
    `.${prefix}-spin-spinning .${prefix}-table-placeholder .${prefix}-empty { visibility: hidden; }`,
  ].join('\n');
}
