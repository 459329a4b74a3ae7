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
