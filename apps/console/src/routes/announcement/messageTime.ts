import { shanghai } from '@oms/ui';

/** When a message came, as a seller reads it in Shanghai: 刚刚, N分钟前, 今天 14:05, 11-28 09:30, 2025-12-01. */
export function messageTime(iso: string, now = Date.now()): string {
  const ago = now - new Date(iso).getTime();
  if (ago < 60_000) return '刚刚';
  if (ago < 3600_000) return `${Math.floor(ago / 60_000)}分钟前`;
  const at = shanghai(iso);
  const today = shanghai(now);
  if (at.isSame(today, 'day')) return `今天 ${at.format('HH:mm')}`;
  if (at.isSame(today, 'year')) return at.format('MM-DD HH:mm');
  return at.format('YYYY-MM-DD');
}
