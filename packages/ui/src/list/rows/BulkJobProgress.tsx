import { Flex, Progress, theme } from 'antd';
import { bulkJobState, type BulkJobState } from './bulkStates.ts';
import { VISUALLY_HIDDEN } from './visuallyHidden.ts';

export interface BulkJobProgressProps {
  /** Items handled so far. */
  done: number;
  total: number;
  state: BulkJobState;
  /** The action, e.g. 批量审核; names the bar. */
  title?: string;
  /** Why the job stopped (state `failed`). */
  error?: string;
}

const BAR_STATUS = { queued: 'normal', running: 'active', finished: 'success', failed: 'exception' } as const;

/** The words beside the bar: 排队中, 处理中 3/10, 已完成 10/10, 处理失败 3/10. */
export function bulkJobText(state: BulkJobState, done: number, total: number): string {
  const label = bulkJobState[state].label;
  return state === 'queued' ? label : `${label} ${done}/${total}`;
}

/**
 * Progress of a bulk action the server runs as a job. The bar moves with `done`; screen readers hear
 * the state when it changes (queued → running → finished or failed), not every tick.
 */
export function BulkJobProgress({ done, total, state, title, error }: BulkJobProgressProps) {
  const { token } = theme.useToken();
  const shown = Math.min(Math.max(done, 0), total);
  const percent = total > 0 ? Math.floor((shown / total) * 100) : state === 'finished' ? 100 : 0;
  const text = bulkJobText(state, shown, total);
  return (
    <div>
      <Flex justify="space-between" gap={16}>
        <span>{title}</span>
        <span
          aria-hidden
          style={{ color: state === 'failed' ? token.colorErrorText : token.colorTextSecondary }}
        >
          {text}
        </span>
      </Flex>
      <Progress
        percent={percent}
        status={BAR_STATUS[state]}
        showInfo={false}
        aria-label={title ?? '批量处理进度'}
        aria-valuetext={text}
      />
      {state === 'failed' && error && <div style={{ color: token.colorErrorText }}>{error}</div>}
      <div role="status" style={VISUALLY_HIDDEN}>
        {bulkJobState[state].label}
      </div>
    </div>
  );
}
