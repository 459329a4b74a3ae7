const exact = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** An exact count with thousands separators (共 12,345 条): list totals are never rounded or capped at 99+. */
export function formatTotal(count: number): string {
  return exact.format(count);
}
