import { Button, Card, Descriptions, Space, Table, Typography } from 'antd';
import {
  combinedOrderState,
  pickupLineState,
  type DaifaOrderDetail,
  type DaifaOrderRow,
} from '@oms/api-client';
import {
  FeeSummary,
  formatDateTime,
  formatFen,
  OrderTimeline,
  StatusTag,
  useFeedback,
  useNarrowLayout,
} from '@oms/ui';
import { useState } from 'react';
import { retryDaifaWriteBack, revealDaifaReceiver } from '../../../api/daifaOrders.ts';
import { RevealReceiver } from '../shared/RevealReceiver.tsx';
import { MoneyFlow } from './MoneyFlow.tsx';
import { WaybillTracking } from './WaybillTracking.tsx';

const WRITE_BACK = {
  PENDING: { label: '回传中', tone: 'warning' },
  DONE: { label: '已回传', tone: 'success' },
  FAILED: { label: '回传失败', tone: 'danger' },
} as const;

/** A dropship order's facts: receiver, courier, 回传, its goods, the money and one timeline. */
export function DaifaOrderBody({
  order,
  onChanged,
}: {
  order: DaifaOrderDetail;
  onChanged: () => void | Promise<void>;
}) {
  const narrow = useNarrowLayout();
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  const retryWriteBack = async () => {
    setBusy(true);
    const answer = await retryDaifaWriteBack(order.orderNo);
    setBusy(false);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    toast.success('已重新回传，稍后刷新查看结果');
    await onChanged();
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions size="small" column={narrow ? 1 : 2} bordered>
        <Descriptions.Item label="状态">
          <StatusTag map={combinedOrderState} code={order.combinedState} />
        </Descriptions.Item>
        <Descriptions.Item label="下单时间">{formatDateTime(order.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="收件人">
          <RevealReceiver key={order.orderNo} reveal={() => revealDaifaReceiver(order.orderNo)}>
            {order.receiverName} {order.receiverPhone}
          </RevealReceiver>
        </Descriptions.Item>
        <Descriptions.Item label="地址">
          {order.region} {order.address}
          {order.receiverSealed && (
            <Typography.Text type="secondary">（平台加密，平台面单发货）</Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="快递">
          {order.courierName}
          {order.waybillNo && <WaybillTracking orderNo={order.orderNo} waybillNo={order.waybillNo} />}
        </Descriptions.Item>
        <Descriptions.Item label="平台订单号">{order.platformOrderNo ?? '—'}</Descriptions.Item>
        {/* a ternary: `'' && …` left an empty string, which Descriptions drew as a row with no label */}
        {order.extras ? <Descriptions.Item label="增值服务">{order.extras}</Descriptions.Item> : null}
        {order.writeBack && (
          <Descriptions.Item label="回传店铺">
            <Space wrap size={4}>
              <Typography.Text type={WRITE_BACK[order.writeBack.state].tone}>
                {/* DONE with a note: the shop order had shipped already; nothing was sent */}
                {order.writeBack.state === 'DONE' && order.writeBack.lastError
                  ? '未回传'
                  : WRITE_BACK[order.writeBack.state].label}
              </Typography.Text>
              {order.writeBack.lastError && (
                <Typography.Text type="secondary">{order.writeBack.lastError}</Typography.Text>
              )}
              {order.writeBack.state === 'FAILED' && (
                <Button size="small" loading={busy} onClick={() => void retryWriteBack()}>
                  重试回传
                </Button>
              )}
            </Space>
          </Descriptions.Item>
        )}
      </Descriptions>
      {narrow ? (
        <LineCards lines={order.lines} />
      ) : (
        <Table<DaifaOrderRow['lines'][number]>
          aria-label="商品"
          size="small"
          rowKey="lineNo"
          pagination={false}
          scroll={{ x: 640 }}
          dataSource={order.lines}
          columns={[
            { title: '档口', dataIndex: 'stall', width: 150 },
            { title: '货号', dataIndex: 'articleNo', width: 100 },
            { title: '颜色/尺码', key: 'sku', width: 110, render: (_, l) => `${l.color} / ${l.size}` },
            { title: '数量', dataIndex: 'qty', width: 60, align: 'right' },
            {
              title: '单价',
              dataIndex: 'priceFen',
              width: 90,
              align: 'right',
              render: (v: number) => formatFen(v),
            },
            {
              title: '拿货状态',
              key: 'state',
              width: 110,
              render: (_, l) =>
                l.canceled ? '已取消' : <StatusTag map={pickupLineState} code={l.pickupState} />,
            },
          ]}
        />
      )}
      <FeeSummary
        goodsFen={order.goodsFen}
        serviceFen={order.serviceFen}
        freightFen={order.freightFen}
        refundedFen={order.refundedFen}
        column={narrow ? 2 : 4}
      />
      <MoneyFlow flow={order.moneyFlow} />
      <div>
        <Typography.Title level={5}>订单动态</Typography.Title>
        <OrderTimeline events={order.timeline} />
      </div>
    </Space>
  );
}

type Line = DaifaOrderRow['lines'][number];

/** The goods on a phone: a card each (a 640-px table would scroll sideways inside a 390-px drawer). */
function LineCards({ lines }: { lines: Line[] }) {
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} role="list" aria-label="商品">
      {lines.map((l) => (
        <Card key={l.lineNo} size="small" role="listitem" styles={{ body: { padding: 12 } }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <Typography.Text strong style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {l.stall}
            </Typography.Text>
            {l.canceled ? '已取消' : <StatusTag map={pickupLineState} code={l.pickupState} />}
          </div>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginTop: 4 }}>
            <Typography.Text type="secondary" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              货号 {l.articleNo} · {l.color} / {l.size}
            </Typography.Text>
            <Typography.Text style={{ whiteSpace: 'nowrap' }}>
              {formatFen(l.priceFen)} × {l.qty}
            </Typography.Text>
          </div>
        </Card>
      ))}
    </Space>
  );
}
