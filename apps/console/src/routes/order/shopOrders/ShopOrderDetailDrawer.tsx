import { useState } from 'react';
import {
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  Select,
  Space,
  Spin,
  Table,
  Timeline,
  Typography,
} from 'antd';
import {
  platformOrderStatus,
  platformRefundStatus,
  salesChannel,
  sellerFlag,
  stateCodes,
  stateLabel,
  type ShopOrderDetail,
} from '@oms/api-client';
import {
  formatDateTime,
  formatFen,
  ListState,
  showServerError,
  StatusTag,
  useFeedback,
  useNarrowLayout,
} from '@oms/ui';
import {
  holdShopOrders,
  releaseShopOrders,
  revealShopOrderReceiver,
  saveShopOrderRemark,
  syncShopOrder,
  useShopOrderDetail,
} from '../../../api/shopOrders.ts';
import { RevealReceiver } from '../shared/RevealReceiver.tsx';

const FLAG_OPTIONS = stateCodes(sellerFlag).map((code) => ({
  value: Number(code),
  label: stateLabel(sellerFlag, code),
}));

interface Props {
  orderId: number | null;
  onClose: () => void;
  /** Something changed: the list and its counts need a refresh. */
  onChanged: () => void;
}

/** An order's detail: lines, receiver, remarks and history, with the actions on one order. */
export function ShopOrderDetailDrawer({ orderId, onClose, onChanged }: Props) {
  const narrow = useNarrowLayout();
  const { data, error, isLoading, mutate } = useShopOrderDetail(orderId);
  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      width={narrow ? '100%' : 760}
      title={data ? `订单 ${data.tid}` : '订单详情'}
      destroyOnHidden
    >
      {isLoading && <Spin />}
      {error && <ListState kind="error" message={error.message} onRetry={() => void mutate()} />}
      {data && (
        <OrderDetail
          order={data}
          onChanged={async (fresh) => {
            await mutate(fresh, { revalidate: fresh === undefined });
            onChanged();
          }}
        />
      )}
    </Drawer>
  );
}

function OrderDetail({
  order,
  onChanged,
}: {
  order: ShopOrderDetail;
  onChanged: (fresh?: ShopOrderDetail) => Promise<void>;
}) {
  const { toast } = useFeedback();
  const [form] = Form.useForm<{ sellerFlag: number; sellerRemark: string }>();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (what: string, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  const saveRemark = () =>
    run('remark', async () => {
      const values = await form.validateFields();
      const answer = await saveShopOrderRemark({ id: order.id, ...values });
      if (answer.errorCode !== 0) {
        showServerError(form, answer);
        return;
      }
      toast.success('备注已保存');
      await onChanged();
    });
  const toggleHold = () =>
    run('hold', async () => {
      const answer = order.hold ? await releaseShopOrders([order.id]) : await holdShopOrders([order.id]);
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success(order.hold ? '已取消挂起' : '已挂起');
      await onChanged();
    });
  const syncNow = () =>
    run('sync', async () => {
      const answer = await syncShopOrder(order.id);
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success('已从平台同步');
      await onChanged(answer.data);
    });

  const r = order.receiver;
  return (
    <Space direction="vertical" size={20} style={{ width: '100%' }}>
      <Space wrap>
        <Button onClick={toggleHold} loading={busy === 'hold'}>
          {order.hold ? '取消挂起' : '挂起'}
        </Button>
        <Button onClick={syncNow} loading={busy === 'sync'}>
          同步此订单
        </Button>
      </Space>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label="平台订单号">
          <Typography.Text copyable>{order.tid}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="系统单号">
          <Typography.Text copyable>{order.systemNo}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="店铺">
          {order.shopName}（{stateLabel(salesChannel, order.platform)}）
        </Descriptions.Item>
        <Descriptions.Item label="订单状态">
          <StatusTag map={platformOrderStatus} code={order.status} />
          {order.refundStatus !== 'NONE' && (
            <StatusTag map={platformRefundStatus} code={order.refundStatus} />
          )}
        </Descriptions.Item>
        <Descriptions.Item label="下单时间">{formatDateTime(order.orderTime)}</Descriptions.Item>
        <Descriptions.Item label="付款时间">
          {order.paidAt ? formatDateTime(order.paidAt) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="买家">{order.buyerNick}</Descriptions.Item>
        <Descriptions.Item label="实付">
          {formatFen(order.paymentFen)}（运费 {formatFen(order.postFeeFen)}）
        </Descriptions.Item>
        <Descriptions.Item label="收件人" span={2}>
          {r.masked ? (
            <RevealReceiver key={order.id} reveal={() => revealShopOrderReceiver(order.id)}>
              {r.name} {r.phone}，{r.province} {r.city} {r.district} {r.address}
              <Typography.Text type="secondary">（已脱敏）</Typography.Text>
            </RevealReceiver>
          ) : (
            <>
              {r.name} {r.phone}，{r.province} {r.city} {r.district} {r.address}
            </>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="运单号">
          {order.waybillNo ? `${order.expressCompany ?? ''} ${order.waybillNo}` : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="最近同步">{formatDateTime(order.syncedAt)}</Descriptions.Item>
        <Descriptions.Item label="买家留言" span={2}>
          {order.buyerRemark || '-'}
        </Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={order.lines}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '商品', dataIndex: 'title' },
          { title: '货号', dataIndex: 'articleNo' },
          { title: '颜色/尺码', render: (_, l) => `${l.color} / ${l.size}` },
          { title: '档口', dataIndex: 'stall', render: (v: string | null) => v ?? '-' },
          { title: '数量', dataIndex: 'quantity', align: 'right' },
          { title: '单价', dataIndex: 'priceFen', align: 'right', render: (v: number) => formatFen(v) },
        ]}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ sellerFlag: order.sellerFlag, sellerRemark: order.sellerRemark }}
        onFinish={saveRemark}
      >
        <Form.Item name="sellerFlag" label="旗帜">
          <Select options={FLAG_OPTIONS} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item
          name="sellerRemark"
          label="卖家备注"
          rules={[{ max: 500, message: '卖家备注最多500个字符' }]}
        >
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy === 'remark'}>
          保存备注
        </Button>
      </Form>
      <div>
        <Typography.Title level={5}>订单记录</Typography.Title>
        <Timeline
          items={order.events.map((e) => ({
            children: (
              <>
                <Typography.Text type="secondary">{formatDateTime(e.at)}</Typography.Text> {e.detail}
                {e.by && <Typography.Text type="secondary">（{e.by}）</Typography.Text>}
              </>
            ),
          }))}
        />
      </div>
    </Space>
  );
}
