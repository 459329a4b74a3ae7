/** The Shanghai calendar day (YYYY-MM-DD) an instant falls on: 工作台's days start at 00:00 there. */
export function shanghaiDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** A calendar day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
