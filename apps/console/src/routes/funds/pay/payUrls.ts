/** /funds/pay?payNo=ZF…[&returned=1]: the pay page of one payment order; `returned` after the cashier. */
export const payPageUrl = (payNo: string) => `/funds/pay?payNo=${encodeURIComponent(payNo)}`;

export function readPayPageQuery(search: string): { payNo: string | null; returned: boolean } {
  const query = new URLSearchParams(search);
  const payNo = query.get('payNo');
  return {
    payNo: payNo && /^ZF\d{6,20}$/.test(payNo) ? payNo : null,
    returned: query.get('returned') === '1',
  };
}

/** 29:59 */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
