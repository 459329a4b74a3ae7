import { Badge, Tag, theme } from 'antd';
import type { StateEntry, StateMap, StateTone } from '@oms/api-client';
import { TONE_STYLES } from './tones.ts';

export interface StatusTagProps<K extends string> {
  /** One of the contract's maps, e.g. `stateMaps.afterSaleState`. */
  map: StateMap<K>;
  /** A state code; an unknown code (a newer server) shows as itself in the neutral colour. */
  code: K | (string & {}) | null | undefined;
  /** `tag` (default) for cards and headers, `dot` for dense table cells. */
  appearance?: 'tag' | 'dot';
}

const UNKNOWN_TONE: StateTone = 'muted';

/** A state's label from the contract, coloured by its tone. */
export function StatusTag<K extends string>({ map, code, appearance = 'tag' }: StatusTagProps<K>) {
  const { token } = theme.useToken();
  if (code === null || code === undefined || code === '') return null;
  const entry = (map as Record<string, StateEntry | undefined>)[code];
  const label = entry?.label ?? code;
  const tone = entry?.tone ?? UNKNOWN_TONE;
  const style = TONE_STYLES[tone];

  if (appearance === 'dot') {
    // Default and muted share a grey dot; the softer text keeps closed states apart from waiting ones.
    const text = tone === 'muted' ? <span style={{ color: token.colorTextSecondary }}>{label}</span> : label;
    return <Badge status={style.badge} text={text} data-tone={tone} data-state={code} />;
  }
  return (
    <Tag
      color={style.tag}
      variant={tone === 'muted' ? 'filled' : 'outlined'}
      data-tone={tone}
      data-state={code}
      style={{ marginInlineEnd: 0, ...(tone === 'muted' ? { color: token.colorTextSecondary } : null) }}
    >
      {label}
    </Tag>
  );
}
