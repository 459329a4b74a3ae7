import { useState } from 'react';
import { Button, Drawer, Empty, Popover, Skeleton, Typography } from 'antd';
import { TraceTimeline } from './TraceTimeline.tsx';
import { useNarrowLayout } from '@oms/ui';
import { COURIER_STATE_WORDS } from '@oms/api-client';
import { useDaifaTracking } from '../../../api/daifaOrders.ts';

function Traces({ orderNo }: { orderNo: string }) {
  const { data, error, isLoading } = useDaifaTracking(orderNo);
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (error || !data) return <Typography.Text type="danger">物流信息暂时查不到，请稍后再试</Typography.Text>;
  if (!data.traces.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="面单已打印，快递尚未揽收" />;
  return (
    <div style={{ maxWidth: 340, maxHeight: 360, overflowY: 'auto', paddingTop: 8 }}>
      <Typography.Paragraph strong>
        {data.courierName} {data.waybillNo} · {COURIER_STATE_WORDS[data.state ?? ''] ?? '运输中'}
      </Typography.Paragraph>
      <TraceTimeline traces={data.traces} />
    </div>
  );
}

/**
 * A parcel's waybill, copyable, with 物流: the courier's traces, newest first, fetched when opened — in a
 * card under the waybill, or on a phone in a sheet from the bottom (a card under a waybill at the right
 * of a 390-px screen would stick out on the left).
 */
export function WaybillTracking({ orderNo, waybillNo }: { orderNo: string; waybillNo: string }) {
  const [open, setOpen] = useState(false);
  const narrow = useNarrowLayout();
  const trigger = (
    <Button
      type="link"
      size="small"
      aria-label={`查看物流 ${waybillNo}`}
      onClick={narrow ? () => setOpen(true) : undefined}
    >
      物流
    </Button>
  );
  return (
    <>
      <Typography.Text copyable={{ text: waybillNo }}> {waybillNo}</Typography.Text>
      {narrow ? (
        <>
          {trigger}
          <Drawer
            open={open}
            onClose={() => setOpen(false)}
            placement="bottom"
            title="物流轨迹"
            styles={{ body: { paddingTop: 0 } }}
            destroyOnHidden
          >
            {open && <Traces orderNo={orderNo} />}
          </Drawer>
        </>
      ) : (
        <Popover
          open={open}
          onOpenChange={setOpen}
          trigger="click"
          // the waybill ends its line: the card opens leftwards, under it
          placement="bottomRight"
          title="物流轨迹"
          content={open ? <Traces orderNo={orderNo} /> : null}
        >
          {trigger}
        </Popover>
      )}
    </>
  );
}
