import { daifaResolution, stateLabel, type Resolution } from '@oms/api-client';

/** The default's countdown as the list words it: 2天3小时后自动退款, 45分钟后自动等待, 即将自动退款. */
export function defaultText(defaultAt: string | null, action: Resolution | null, now = Date.now()): string {
  if (!defaultAt || !action) return '—';
  const label = stateLabel(daifaResolution, action);
  const minutes = Math.floor((new Date(defaultAt).getTime() - now) / 60_000);
  if (minutes <= 0) return `即将自动${label}`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const left =
    days > 0 ? `${days}天${hours}小时` : hours > 0 ? `${hours}小时${minutes % 60}分钟` : `${minutes}分钟`;
  return `${left}后自动${label}`;
}
