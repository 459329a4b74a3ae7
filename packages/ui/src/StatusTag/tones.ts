import type { StateTone } from '@oms/api-client';

/**
 * The contract names a tone per state; this is the only place it becomes a colour. Every state of
 * every map in spec §4 has a tone, so every state gets one of these. `default` is a neutral outline
 * (waiting, plain kinds); `muted` is a grey fill with softer text (closed, cancelled, discarded).
 */
export const TONE_STYLES: Readonly<Record<StateTone, { tag: string; badge: 'default' | 'processing' | 'success' | 'warning' | 'error' }>> = {
  default: { tag: 'default', badge: 'default' },
  processing: { tag: 'processing', badge: 'processing' },
  success: { tag: 'success', badge: 'success' },
  warning: { tag: 'warning', badge: 'warning' },
  error: { tag: 'error', badge: 'error' },
  muted: { tag: 'default', badge: 'default' },
};
