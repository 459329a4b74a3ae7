import { Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import type { ReturnItemRow } from '@oms/api-client';
import { formatDateTime } from '@oms/ui';
import { useReturnEvents } from '../../../api/returns.ts';
import { returnEventText } from './returnEventText.ts';

/** 操作日志 of one return item: registered, handed out, sent, answered, confirmed — oldest first. */
export function ReturnEventsDrawer({ item, onClose }: { item: ReturnItemRow | null; onClose: () => void }) {
  const { data, isLoading } = useReturnEvents(item?.id ?? null);
  return (
    <Drawer open={item !== null} title={item ? `操作日志：${item.returnNo}` : ''} onClose={onClose}>
      {item && (
        <Typography.Paragraph type="secondary">
          {item.stall} · {item.articleNo} {item.color}/{item.size} × {item.qty}
        </Typography.Paragraph>
      )}
      {isLoading ? (
        <Spin />
      ) : !data?.length ? (
        <Empty description="暂无操作" />
      ) : (
        <Timeline
          items={data.map((e) => ({
            children: (
              <>
                <div>{returnEventText(e)}</div>
                <Typography.Text type="secondary">
                  {e.byName} · {formatDateTime(e.at)}
                </Typography.Text>
              </>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
