import { Typography, theme } from 'antd';
import { formatCount } from '../CountBadge/CountBadge.tsx';
import { tileStyle } from './tileStyle.ts';
import { VISUALLY_HIDDEN } from '../list/rows/visuallyHidden.ts';

export interface TodoCardProps {
  label: string;
  count: number;
}

/** A to-do on 工作台: what waits and how many (99+ above 99, the exact count for screen readers); 0 in grey. */
export function TodoCard({ label, count }: TodoCardProps) {
  const { token } = theme.useToken();
  return (
    <div
      className="oms-tile"
      data-testid="todo-card"
      style={{ ...tileStyle, display: 'flex', flexDirection: 'column', gap: 4 }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {label}
      </Typography.Text>
      <span
        aria-hidden
        style={{ fontSize: 22, fontWeight: 600, color: count > 0 ? '#cf1322' : token.colorTextSecondary }}
      >
        {formatCount(count)}
      </span>
      <span style={VISUALLY_HIDDEN}>{count}条</span>
    </div>
  );
}
