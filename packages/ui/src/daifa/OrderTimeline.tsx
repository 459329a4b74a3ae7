import { Timeline, Typography } from 'antd';
import { formatDateTime } from '../helpers/dates.ts';
import { timelineText } from './timelineText.ts';

export interface OrderTimelineEvent {
  /** ISO time. */
  at: string;
  type: string;
  params: Record<string, unknown>;
  /** Who acted, shown beside the time. */
  by?: string;
}

export interface OrderTimelineProps {
  /** Oldest first, as the server keeps them; shown newest first. */
  events: OrderTimelineEvent[];
  'aria-label'?: string;
  /** Words an event; 代发 orders' own wording by default. */
  wording?: (type: string, params: Record<string, unknown>) => string;
}

/**
 * 订单动态 of a dropship order: one row per event — placing, money, the warehouse, the courier, the
 * seller's own actions — worded from its type and parameters, newest first.
 */
export function OrderTimeline({
  events,
  'aria-label': label = '订单动态',
  wording = timelineText,
}: OrderTimelineProps) {
  if (!events.length) return <Typography.Text type="secondary">暂无动态</Typography.Text>;
  return (
    <section aria-label={label}>
      <Timeline
        items={[...events].reverse().map((e, i) => ({
          key: `${e.at}-${i}`,
          // `content`: antd 6 deprecates an item's `children`
          content: (
            <>
              <div>{wording(e.type, e.params)}</div>
              <Typography.Text type="secondary">
                {formatDateTime(e.at)}
                {e.by ? ` · ${e.by}` : ''}
              </Typography.Text>
            </>
          ),
        }))}
      />
    </section>
  );
}
