/** Asia/Shanghai has no daylight saving: a fixed +08:00 keeps date arithmetic exact and cheap. */
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** The next batch cut strictly after `ms`: the warehouse cuts at 10:00 and 15:00 Beijing time. */
export function nextBatchCut(ms: number, cutHours: readonly number[] = [10, 15]): number {
  const local = ms + OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  for (let day = 0; day < 2; day++) {
    for (const hour of cutHours) {
      const cut = dayStart + day * DAY_MS + hour * 3600_000;
      if (cut > local) return cut - OFFSET_MS;
    }
  }
  throw new Error('no batch cut within two days');
}

/** The start of the Beijing day containing `ms`. */
export function beijingDayStart(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` in Beijing time, as 快递鸟 writes AcceptTime and PushTime. */
export function beijingText(ms: number): string {
  const d = new Date(ms + OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** ISO 8601 at +08:00, as our events carry times. */
export function beijingIso(ms: number): string {
  return `${beijingText(ms).replace(' ', 'T')}+08:00`;
}
