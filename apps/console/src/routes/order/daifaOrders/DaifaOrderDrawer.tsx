import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Descriptions, Drawer, Space, Table, Timeline, Typography } from 'antd';
import { combinedOrderState, pickupLineState, type DaifaOrderRow } from '@oms/api-client';
import {
  formatDateTime,
  formatFen,
  ListState,
  PromptDialog,
  StatusTag,
  useFeedback,
  useNarrowLayout,
} from '@oms/ui';
import {
  cancelDaifaOrder,
  holdDaifaOrder,
  payDaifaOrders,
  retryDaifaWriteBack,
  releaseDaifaOrder,
  useDaifaOrderDetail,
} from '../../../api/daifaOrders.ts';
import { timelineText } from './timelineText.ts';
import { AddressDialog } from '../shared/AddressDialog.tsx';

interface Props {
  orderNo: string | null;
  onClose: () => void;
  /** Something changed: the list and its counts need a refresh. */
  onChanged: () => void | Promise<void>;
}

const WRITE_BACK = {
  PENDING: { label: '回传中', tone: 'warning' },
  DONE: { label: '已回传', tone: 'success' },
  FAILED: { label: '回传失败', tone: 'danger' },
} as const;
const CANCELABLE = ['WAITING_PAYMENT', 'WAITING_TAKING', 'TAKING', 'WAITING_DELIVERING'];
const HOLDABLE = ['WAITING_TAKING', 'TAKING', 'WAITING_DELIVERING'];

/** A dropship order: its goods, money and one timeline, with 去支付, 修改地址, 取消订单 and 挂起/恢复. */
export function DaifaOrderDrawer({ orderNo, onClose, onChanged }: Props) {
  const narrow = useNarrowLayout();
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const { data: order, error, isLoading, mutate } = useDaifaOrderDetail(orderNo);
  const [canceling, setCanceling] = useState(false);
  const [addressing, setAddressing] = useState(false);
  const [busy, setBusy] = useState(false);

  const after = async () => {
    await mutate();
    await onChanged();
  };
  // A fresh payment order when the placing one lapsed (it lasts 30 minutes, the order 24 hours).
  const pay = async () => {
    if (!order) return;
    setBusy(true);
    const answer = await payDaifaOrders({ mode: 'ids', ids: [order.id] });
    setBusy(false);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    navigate(`/funds/pay?payNo=${answer.data.payNo}`);
  };
  const retryWriteBack = async () => {
    if (!order) return;
    setBusy(true);
    const answer = await retryDaifaWriteBack(order.orderNo);
    setBusy(false);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    toast.success('已重新回传，稍后刷新查看结果');
    await after();
  };
  const toggleHold = async () => {
    if (!order) return;
    setBusy(true);
    const held = order.flags.includes('HOLD');
    const answer = held ? await releaseDaifaOrder(order.orderNo) : await holdDaifaOrder(order.orderNo);
    setBusy(false);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    toast.success(held ? '订单已恢复' : '订单已挂起');
    await after();
  };

  return (
    <Drawer
      open={orderNo !== null}
      onClose={onClose}
      width={narrow ? '100%' : 760}
      title={orderNo ? `代发订单 ${orderNo}` : '代发订单'}
      extra={
        order && (
          <Space wrap>
            {order.status === 'WAITING_PAYMENT' && (
              <Button type="primary" loading={busy} onClick={() => void pay()}>
                去支付
              </Button>
            )}
            {HOLDABLE.includes(order.status) && (
              <Button loading={busy} onClick={() => void toggleHold()}>
                {order.flags.includes('HOLD') ? '恢复' : '挂起'}
              </Button>
            )}
            {CANCELABLE.includes(order.status) && !order.waybillNo && (
              <Button onClick={() => setAddressing(true)}>修改地址</Button>
            )}
            {CANCELABLE.includes(order.status) && (
              <Button danger onClick={() => setCanceling(true)}>
                取消订单
              </Button>
            )}
          </Space>
        )
      }
    >
      {error && !order ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : isLoading || !order ? (
        <ListState kind="loading" />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions size="small" column={narrow ? 1 : 2} bordered>
            <Descriptions.Item label="状态">
              <StatusTag map={combinedOrderState} code={order.combinedState} />
            </Descriptions.Item>
            <Descriptions.Item label="下单时间">{formatDateTime(order.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="收件人">
              {order.receiverName} {order.receiverPhone}
            </Descriptions.Item>
            <Descriptions.Item label="地址">
              {order.region} {order.address}
            </Descriptions.Item>
            <Descriptions.Item label="快递">
              {order.courierName} {order.waybillNo ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label="平台订单号">{order.platformOrderNo ?? '—'}</Descriptions.Item>
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
          <Table<DaifaOrderRow['lines'][number]>
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
          <Descriptions size="small" column={narrow ? 2 : 4} title="费用">
            <Descriptions.Item label="商品">{formatFen(order.goodsFen)}</Descriptions.Item>
            <Descriptions.Item label="代发费">{formatFen(order.serviceFen)}</Descriptions.Item>
            <Descriptions.Item label="快递费">{formatFen(order.freightFen)}</Descriptions.Item>
            <Descriptions.Item label="已退款">{formatFen(order.refundedFen)}</Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>订单动态</Typography.Title>
            <Timeline
              items={[...order.timeline].reverse().map((e) => ({
                children: (
                  <>
                    <div>{timelineText(e.type, e.params)}</div>
                    <Typography.Text type="secondary">{formatDateTime(e.at)}</Typography.Text>
                  </>
                ),
              }))}
            />
          </div>
        </Space>
      )}
      <AddressDialog
        orderNo={addressing && order ? order.orderNo : null}
        onClose={() => setAddressing(false)}
        onDone={async () => {
          setAddressing(false);
          await after();
        }}
      />
      <PromptDialog
        open={canceling}
        title="取消订单"
        label="取消原因（已付款的，未拿货部分退回余额）"
        placeholder="如：买家不要了"
        okText="确认取消"
        validator={(v) => (v.trim() ? (v.length > 200 ? '取消原因最多200个字符' : true) : '请填写取消原因')}
        onCancel={() => setCanceling(false)}
        onConfirm={async (reason) => {
          if (!order) return;
          const answer = await cancelDaifaOrder(order.orderNo, reason.trim());
          if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
          setCanceling(false);
          toast.success(
            answer.data.refundedFen > 0
              ? `订单已取消，${formatFen(answer.data.refundedFen)} 已退回余额`
              : '订单已取消',
          );
          await after();
        }}
      />
    </Drawer>
  );
}
