import { Drawer, Spin, Typography } from 'antd';
import type { ReturnItemRow } from '@oms/api-client';
import { OrderTimeline } from '@oms/ui';
import { useReturnEvents } from '../../../api/returns.ts';
import { returnEventText } from './returnEventText.ts';

/** 操作日志 of one return item: registered, handed out, sent, answered, confirmed — newest first. */
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
      ) : (
        <OrderTimeline
          aria-label="操作日志"
          events={(data ?? []).map((e) => ({ at: e.at, type: e.type, params: e.params, by: e.byName }))}
          wording={returnEventText}
        />
      )}
    </Drawer>
  );
}
