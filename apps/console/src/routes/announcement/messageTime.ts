/** When a message came, as a seller reads it in Shanghai: 刚刚, N分钟前, 今天 14:05, 11-28 09:30, 2025-12-01. */
export function messageTime(iso: string, now = Date.now()): string {
  const at = new Date(iso).getTime();
  const ago = now - at;
  if (ago < 60_000) return '刚刚';
  if (ago < 3600_000) return `${Math.floor(ago / 60_000)}分钟前`;
  const part = (t: number) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Shanghai',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(t)
        .map((x) => [x.type, x.value]),
    );
    return p as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
  };
  const a = part(at);
  const n = part(now);
  const hm = `${a.hour}:${a.minute}`;
  if (a.year === n.year && a.month === n.month && a.day === n.day) return `今天 ${hm}`;
  if (a.year === n.year) return `${a.month}-${a.day} ${hm}`;
  return `${a.year}-${a.month}-${a.day}`;
}
