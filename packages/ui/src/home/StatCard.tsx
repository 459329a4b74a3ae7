import type { ReactNode } from 'react';
import { Typography, theme } from 'antd';
import { tileStyle } from './tileStyle.ts';
import { VISUALLY_HIDDEN } from '../list/rows/visuallyHidden.ts';

// darker than the tokens' red and green: small text on white keeps a 4.5:1 contrast
const RISE = '#cf1322';
const FALL = '#237804';

export interface StatCardProps {
  title: string;
  /** Today's figure, formatted (a count, or ¥). */
  value: ReactNode;
  /** A second line under the figure (已付款's ¥ beside its count). */
  sub?: ReactNode;
  /** Yesterday's figure, formatted; null when it was not recorded. */
  yesterday: ReactNode | null;
  /** Today minus yesterday in the figure's unit (null: no comparison). */
  delta: number | null;
  /** How a delta reads (a count by default). */
  formatDelta?: (n: number) => string;
}

/**
 * 工作台's stat card: today's figure, yesterday's under it and the change as 抖店 shows it — ▲ in red,
 * ▼ in green, 持平 when equal. The arrow is also said in words for screen readers.
 */
export function StatCard({ title, value, sub, yesterday, delta, formatDelta = String }: StatCardProps) {
  const { token } = theme.useToken();
  const change =
    delta === null ? null : delta === 0 ? (
      <span>持平</span>
    ) : (
      <span style={{ color: delta > 0 ? RISE : FALL }}>
        <span aria-hidden>{delta > 0 ? '▲' : '▼'}</span>
        <span style={VISUALLY_HIDDEN}>{delta > 0 ? '增加' : '减少'}</span>
        {formatDelta(Math.abs(delta))}
      </span>
    );
  return (
    <div className="oms-tile" style={tileStyle} data-testid="stat-card">
      <Typography.Text type="secondary">{title}</Typography.Text>
      <div style={{ fontSize: 24, fontWeight: 600, lineHeight: '32px', margin: '4px 0' }}>{value}</div>
      {sub !== undefined && <div style={{ fontSize: 12, color: token.colorTextSecondary }}>{sub}</div>}
      <div
        style={{ fontSize: 12, color: token.colorTextSecondary, display: 'flex', gap: 8, flexWrap: 'wrap' }}
      >
        <span>昨日 {yesterday ?? '—'}</span>
        {change}
      </div>
    </div>
  );
}
