import { Timeline, Typography } from 'antd';

export interface Trace {
  at: string | null;
  station: string;
  state: string;
}

/** A parcel's courier pushes, newest first: the newest in blue, a problem (State 4) in red. */
export function TraceTimeline({ traces }: { traces: readonly Trace[] }) {
  return (
    <Timeline
      items={traces.map((t, i) => ({
        key: `${t.at ?? ''}-${i}`,
        color: t.state === '4' ? 'red' : i === 0 ? 'blue' : 'gray',
        children: (
          <>
            <div>{t.station}</div>
            <Typography.Text type="secondary">{t.at ?? ''}</Typography.Text>
          </>
        ),
      }))}
    />
  );
}
