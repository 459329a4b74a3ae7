import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Empty, Flex, Input, Space, Tag, Typography } from 'antd';
import { COURIER_STATE_WORDS, WAYBILL_QUERY_MAX, type ExpressTraceItem } from '@oms/api-client';
import { Page, useFeedback } from '@oms/ui';
import { traceWaybills } from '../../api/expressTrace.ts';
import { DAIFA_ORDER_DETAIL_PATH } from '../order/daifaOrders/urls.ts';
import { waybillsOf } from './waybills.ts';
import { TraceTimeline } from '../order/daifaOrders/TraceTimeline.tsx';

const STATE_COLOR: Record<string, string> = { '1': 'blue', '2': 'processing', '3': 'success', '4': 'error' };

function Result({ item }: { item: ExpressTraceItem }) {
  return (
    <section
      data-testid="trace-result"
      aria-label={`运单 ${item.waybillNo}`}
      style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 16 }}
    >
      <Space size={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong copyable={{ text: item.waybillNo }}>
          {item.waybillNo}
        </Typography.Text>
        {item.courierName && <Tag>{item.courierName}</Tag>}
        {item.found && (
          <Tag color={STATE_COLOR[item.state ?? ''] ?? 'default'}>
            {item.state ? (COURIER_STATE_WORDS[item.state] ?? '运输中') : '待揽收'}
          </Tag>
        )}
      </Space>
      {!item.found ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          未查询到该运单的物流信息
        </Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            代发订单{' '}
            <Link
              to={`${DAIFA_ORDER_DETAIL_PATH}?orderNo=${item.orderNo}`}
              style={{ textDecoration: 'underline' }}
            >
              {item.orderNo}
            </Link>
            {' · '}收件人 {item.receiverName} {item.receiverPhone}
          </Typography.Paragraph>
          {item.traces.length ? (
            <TraceTimeline traces={item.traces} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="面单已打印，快递尚未揽收" />
          )}
        </>
      )}
    </section>
  );
}

/**
 * 物流查询 (/expressMsg, no left bar): up to 20 waybills pasted in any form, each answered with the
 * courier's pushes of the caller's own parcel; another tenant's number reads as not found.
 */
export default function ExpressMsgPage() {
  const [params] = useSearchParams();
  const { toast } = useFeedback();
  const [text, setText] = useState(params.get('no') ?? '');
  const [items, setItems] = useState<ExpressTraceItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const nos = waybillsOf(text);
  const search = async () => {
    if (!nos.length) return void toast.warning('请输入运单号');
    if (nos.length > WAYBILL_QUERY_MAX) return void toast.warning(`一次最多查询${WAYBILL_QUERY_MAX}个运单号`);
    setBusy(true);
    try {
      const res = await traceWaybills(nos);
      if (res.errorCode !== 0) return void toast.error(res.errorMsg);
      setItems(res.data);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title="物流查询">
      <Flex vertical gap={12} style={{ maxWidth: 760 }}>
        <Input.TextArea
          aria-label="运单号"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={`输入或粘贴运单号，每行一个，最多${WAYBILL_QUERY_MAX}个`}
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
        <Flex align="center" gap={12}>
          <Button type="primary" loading={busy} onClick={() => void search()}>
            查询
          </Button>
          <Typography.Text type={nos.length > WAYBILL_QUERY_MAX ? 'danger' : 'secondary'}>
            已输入 {nos.length} / {WAYBILL_QUERY_MAX} 个
          </Typography.Text>
        </Flex>
        {items && (
          <Flex vertical gap={12} aria-live="polite">
            {items.map((item) => (
              <Result key={item.waybillNo} item={item} />
            ))}
          </Flex>
        )}
      </Flex>
    </Page>
  );
}
