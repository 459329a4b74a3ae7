import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Flex, List, Typography } from 'antd';
import {
  afterSaleState,
  afterSaleType,
  daifaOrderStatus,
  stateLabel,
  type AfterSaleQuickQuery,
} from '@oms/api-client';
import {
  formatDateTime,
  formatFen,
  Page,
  ScanInput,
  StatusTag,
  useFeedback,
  type ScanInputHandle,
} from '@oms/ui';
import { quickQueryAfterSale } from '../../../api/afterSale.ts';
import { DAIFA_ORDER_DETAIL_PATH } from '../../order/daifaOrders/urls.ts';
import { afterSaleDetailHref } from '../afterSaleList/afterSaleUrls.ts';
import { ApplyAfterSaleDialog } from '../shared/ApplyAfterSaleDialog.tsx';
import { AfterSaleLabelButton } from '../shared/LabelPrint.tsx';
import { NotFoundHelp } from './NotFoundHelp.tsx';

type Scan = { at: Date; answer: AfterSaleQuickQuery };
type FoundOrder = AfterSaleQuickQuery['orders'][number];

const MATCHED: Record<NonNullable<AfterSaleQuickQuery['matchedBy']>, string> = {
  AS_NO: '售后单号',
  ORDER_NO: '代发订单号',
  WAYBILL: '运单号',
  PLATFORM_ORDER: '平台订单号',
};

function OrderCard({ order, onApply }: { order: FoundOrder; onApply: (orderNo: string) => void }) {
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center" wrap>
          <Link to={`${DAIFA_ORDER_DETAIL_PATH}?orderNo=${order.orderNo}`}>{order.orderNo}</Link>
          <StatusTag map={daifaOrderStatus} code={order.status} />
        </Flex>
      }
      extra={
        order.canApply && (
          <Button type="primary" size="small" onClick={() => onApply(order.orderNo)}>
            申请售后
          </Button>
        )
      }
    >
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">
          收件人 {order.receiverName}
          {order.waybillNo ? ` · 运单号 ${order.waybillNo}` : ''}
          {order.platformOrderNo ? ` · 平台订单号 ${order.platformOrderNo}` : ''} · 下单{' '}
          {formatDateTime(order.createdAt)}
        </Typography.Text>
        {order.goods.map((g, i) => (
          <span key={i}>{g}</span>
        ))}
        {order.cases.length > 0 && (
          <Flex vertical gap={2} style={{ marginTop: 4 }}>
            {order.cases.map((c) => (
              <span key={c.asNo}>
                <Link to={afterSaleDetailHref(c.asNo)}>{c.asNo}</Link> {stateLabel(afterSaleType, c.type)} ·{' '}
                {stateLabel(afterSaleState, c.status)}
                {c.refundedFen > 0 ? ` · 已退 ${formatFen(c.refundedFen)}` : ''}{' '}
                {c.returning && <AfterSaleLabelButton asNo={c.asNo} />}
              </span>
            ))}
          </Flex>
        )}
        {!order.canApply && order.cases.length === 0 && (
          <Typography.Text type="secondary">该订单当前不能申请售后</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/**
 * 售后快速查询 (/afterSale/quickQuery): for a scanner at the returns bench — the box keeps focus, each scan
 * (ended by Enter) is answered by a card and a tone, and the box is ready for the next one. Any number
 * works: 售后单号, 代发订单号, 运单号, 平台订单号.
 */
export default function QuickQueryPage() {
  const box = useRef<ScanInputHandle>(null);
  const [scans, setScans] = useState<Scan[]>([]);
  const [applying, setApplying] = useState<string | null>(null);
  const { toast } = useFeedback();
  const latest = scans[0]?.answer ?? null;
  const found = scans.filter((s) => s.answer.matchedBy).length;

  const ready = () => box.current?.ready();
  const scan = async (code: string) => {
    const answer = await quickQueryAfterSale(code);
    if (answer.errorCode !== 0) {
      toast.error(answer.errorMsg);
      return false;
    }
    setScans((list) => [{ at: new Date(), answer: answer.data }, ...list].slice(0, 200));
    return answer.data.matchedBy !== null;
  };
  const refresh = async () => {
    if (latest) {
      const answer = await quickQueryAfterSale(latest.code);
      if (answer.errorCode === 0)
        setScans((list) => [{ at: list[0]!.at, answer: answer.data }, ...list.slice(1)]);
    }
  };

  return (
    <Page title="售后快速查询">
      <Flex vertical gap={16} style={{ maxWidth: 880 }}>
        <ScanInput
          ref={box}
          label="扫描或输入单号"
          placeholder="扫描或输入售后单号、代发订单号、运单号、平台订单号，回车查询"
          onScan={scan}
        />
        <section aria-label="查询结果" aria-live="polite">
          {latest === null ? (
            <Typography.Text type="secondary">
              扫描枪扫码后自动回车即可查询，查询后输入框保持选中，可直接扫下一件。
            </Typography.Text>
          ) : latest.matchedBy === null ? (
            <NotFoundHelp key={latest.code} code={latest.code} onDone={() => void refresh().then(ready)} />
          ) : (
            <Flex vertical gap={8}>
              <Typography.Text>
                按{MATCHED[latest.matchedBy]}找到 {latest.orders.length} 个订单
              </Typography.Text>
              {latest.orders.map((o) => (
                <OrderCard key={o.orderNo} order={o} onApply={setApplying} />
              ))}
            </Flex>
          )}
        </section>
        {scans.length > 0 && (
          <Card
            size="small"
            title={`本次扫描 ${scans.length} 次 · 找到 ${found} · 未找到 ${scans.length - found}`}
          >
            <List
              size="small"
              aria-label="本次扫描"
              dataSource={scans.slice(0, 50)}
              renderItem={(s) => (
                <List.Item>
                  <span>{s.answer.code}</span>
                  <Typography.Text type={s.answer.matchedBy ? undefined : 'danger'}>
                    {s.answer.matchedBy
                      ? `${MATCHED[s.answer.matchedBy]} · ${s.answer.orders.map((o) => o.orderNo).join('、')}`
                      : '未找到'}
                  </Typography.Text>
                  <Typography.Text type="secondary">{formatDateTime(s.at.toISOString())}</Typography.Text>
                </List.Item>
              )}
            />
          </Card>
        )}
      </Flex>
      <ApplyAfterSaleDialog
        orderNo={applying}
        onClose={() => {
          setApplying(null);
          ready();
        }}
        onDone={async () => {
          setApplying(null);
          await refresh();
          ready();
        }}
      />
    </Page>
  );
}
