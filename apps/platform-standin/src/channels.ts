/** The order sources the stand-in plays: sales channels, and the ERPs (KM 快麦, WDT 旺店通) that act as one. */
export const CHANNELS = [
  'TAOBAO',
  'JD',
  'PDD',
  'TIKTOK',
  'WEIDIAN',
  'KUAISHOU',
  'REDBOOK',
  'OTHER',
  'KM',
  'WDT',
] as const;
export type ChannelCode = (typeof CHANNELS)[number];

export const CHANNEL_NAMES: Readonly<Record<ChannelCode, string>> = {
  TAOBAO: '淘宝',
  JD: '京东',
  PDD: '拼多多',
  TIKTOK: '抖音',
  WEIDIAN: '微店',
  KUAISHOU: '快手',
  REDBOOK: '小红书',
  OTHER: '其他平台',
  KM: '快麦',
  WDT: '旺店通',
};

/** These platforms hand out receivers only masked, with the real values in an encrypted blob. */
const MASKING_CHANNELS: ReadonlySet<ChannelCode> = new Set(['PDD', 'TIKTOK', 'KUAISHOU']);

export function masksReceivers(channel: ChannelCode): boolean {
  return MASKING_CHANNELS.has(channel);
}

/** Each channel lives under its lower-case code: `/taobao/…`, `/pdd/…`. */
export function channelPath(channel: ChannelCode): string {
  return channel.toLowerCase();
}

/** The channel of a path segment or a code in any case; null when it names none. */
export function channelOf(text: string): ChannelCode | null {
  const code = text.toUpperCase();
  return (CHANNELS as readonly string[]).includes(code) ? (code as ChannelCode) : null;
}

/**
 * 最晚发货时间: hours from payment within which the seller must ship, as each channel promises buyers.
 * 京东 one day, 微店 three, the rest two; some listings of the live-commerce channels promise 24 h
 * (极速发货, one order in ten) and some of 淘宝 and 抖音 are 预售 (one in twenty: seven days). The ERPs
 * pass on their sources' two days; 其他平台 gives none. `k` is the order's index in its shop.
 */
export function shipWithinHours(channel: ChannelCode, k: number): number | null {
  if (channel === 'OTHER') return null;
  if ((channel === 'TAOBAO' || channel === 'TIKTOK') && k % 20 === 7) return 7 * 24;
  if ((channel === 'PDD' || channel === 'TIKTOK' || channel === 'KUAISHOU') && k % 10 === 3) return 24;
  return channel === 'JD' ? 24 : channel === 'WEIDIAN' ? 72 : 48;
}
