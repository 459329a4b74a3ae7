import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Drawer, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  RETURN_ASSIGN_CODE,
  returnToFactoryState,
  stallRefuseReason,
  stateLabel,
  type OfflineReturnRow,
} from '@oms/api-client';
import type { LabelData } from '@oms/label-engine';
import { formatDateTime, formatFen, OrderTimeline, Page, StatusTag, useFeedback } from '@oms/ui';
import { offlineReturnLabels, useOfflineReturnPage } from '../../../api/offline.ts';
import { menuLeaves } from '../../../app/menu/buildMenu.ts';
import { useSession } from '../../../app/session/sessionStore.ts';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { dateRangeChange, urlDateRange } from '../offlineShared/offlineDates.ts';
import { offlineReturnEventText, returnReasonLabel } from '../offlineShared/offlineEventText.ts';
import { OfflineLabelPrint } from '../offlineShared/OfflineLabelPrint.tsx';
import { OfflineListFrame, tabItems } from '../offlineShared/OfflineListFrame.tsx';
import { returnLabelRows } from '../offlineShared/offlineLabels.ts';
import { OfflineReturnActions } from './OfflineReturnActions.tsx';
import { offlineReturnUrl, RETURN_PAGE_SIZE, RETURN_TABS, returnPageRequestOf } from './offlineReturnUrls.ts';
import { ReturnFormDialog } from './ReturnFormDialog.tsx';
import { ReturnResultDialog } from './ReturnResultDialog.tsx';
import { SendBackDialog } from './SendBackDialog.tsx';

const PICKUP_CODE = '/offlineReturnOrder/pickup';

/**
 * 线下退货单 (/order/offlineReturnOrder): goods the purchaser's customers brought back, on their way to
 * the stall — 登记退货 (also from a 线下拿货单), return labels, 送退档口 and the stall's answer. Its goods
 * are return items on 退货登记指派; the document reads the state they are in.
 */
export default function OfflineReturnPage() {
  const { state, update } = useListUrlState(offlineReturnUrl);
  const request = useMemo(() => returnPageRequestOf(state), [state]);
  const { data, error, isLoading, isValidating, mutate } = useOfflineReturnPage(request);
  const { menu, permissions } = useSession();
  const canPickup = menuLeaves(menu).some((l) => l.code === PICKUP_CODE);
  const canAssign = permissions === 'all' || permissions.has(RETURN_ASSIGN_CODE);
  const [sending, setSending] = useState<OfflineReturnRow | null>(null);
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [creating, setCreating] = useState(false);
  const [result, setResult] = useState<{ row: OfflineReturnRow; result: 'REFUNDED' | 'REFUSED' } | null>(
    null,
  );
  const [timeline, setTimeline] = useState<OfflineReturnRow | null>(null);
  const [labels, setLabels] = useState<LabelData[] | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const formOpen = creating || state.order !== '';

  const print = async (ids: number[]) => {
    const answer = await offlineReturnLabels(ids);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    if (answer.data.skipped.length) toast.warning(`档口已退款的不再打印：${answer.data.skipped.join('、')}`);
    if (answer.data.labels.length) setLabels(returnLabelRows(answer.data.labels));
  };

  const columns: ColumnsType<OfflineReturnRow> = [
    {
      title: '退货单',
      key: 'no',
      width: 170,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{r.returnNo}</span>
          <Typography.Text type="secondary">
            {formatDateTime(r.createdAt)} · {r.createdBy}
          </Typography.Text>
          {r.offlineOrderNo && <Typography.Text type="secondary">拿货单 {r.offlineOrderNo}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: '客户 / 原因',
      key: 'customer',
      width: 170,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>
            {r.customer.name} {r.customer.phone}
          </span>
          <Typography.Text type="secondary">{returnReasonLabel(r.reason)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '商品',
      key: 'lines',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          {r.lines.map((l) => (
            <span key={l.lineNo}>
              {l.stall} {l.articleNo}{' '}
              <Typography.Text type="secondary">
                {l.color}/{l.size} ×{l.qty}
              </Typography.Text>
            </span>
          ))}
        </Space>
      ),
    },
    {
      title: '金额',
      key: 'amount',
      width: 120,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{formatFen(r.goodsFen)}</span>
          {r.refundFen !== null && (
            <Typography.Text type="success">已退 {formatFen(r.refundFen)}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: '状态',
      key: 'state',
      width: 130,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <StatusTag map={returnToFactoryState} code={r.state} />
          {r.state === 'FACTORY_REFUSE' && r.refuseReason && (
            <Typography.Text type="danger">{stateLabel(stallRefuseReason, r.refuseReason)}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_, r) => (
        <OfflineReturnActions
          row={r}
          onOpen={() => setTimeline(r)}
          onPrint={() => void print([r.id])}
          canAssign={canAssign}
          onSend={() => setSending(r)}
          onResult={(next) => setResult({ row: r, result: next })}
        />
      ),
    },
  ];

  return (
    <Page
      title="线下退货单"
      extra={
        <Space wrap>
          {canPickup && <Button onClick={() => navigate('/order/getOfflineList')}>线下拿货单</Button>}
          <Button type="primary" onClick={() => setCreating(true)}>
            登记退货
          </Button>
        </Space>
      }
    >
      <OfflineListFrame<OfflineReturnRow>
        name="线下退货单"
        searchPlaceholder="单号 / 客户 / 电话 / 档口 / 货号"
        dateLabel="登记时间"
        q={state.q}
        dates={urlDateRange(state)}
        onSearch={(q) => update({ q })}
        onDates={(v) => update(dateRangeChange(v))}
        tabs={tabItems(RETURN_TABS, (k) => stateLabel(returnToFactoryState, k), data?.counts)}
        activeTab={state.state}
        onTab={(next) => update({ state: next as typeof state.state })}
        tabsLoading={isValidating}
        picked={picked}
        onPick={setPicked}
        printLabel="打印退货标签"
        onPrint={(ids) => void print(ids)}
        table={{
          columns,
          rows: data?.list ?? [],
          error,
          onRetry: () => void mutate(),
          loading: isLoading && !data,
          page: state.page,
          pageSize: RETURN_PAGE_SIZE,
          total: data?.total ?? 0,
          onPage: (page) => update({ page }),
          phoneCards: { rowLabel: (r) => r.returnNo },
          empty: '没有符合条件的退货单',
        }}
      />
      <ReturnFormDialog
        open={formOpen}
        fromOrderNo={state.order}
        onClose={() => {
          setCreating(false);
          if (state.order) update({ order: '' });
        }}
      />
      <ReturnResultDialog target={result} onClose={() => setResult(null)} />
      <SendBackDialog row={sending} onClose={() => setSending(null)} />
      <Drawer open={timeline !== null} onClose={() => setTimeline(null)} title={timeline?.returnNo}>
        {timeline && (
          <OrderTimeline aria-label="退货单动态" events={timeline.events} wording={offlineReturnEventText} />
        )}
      </Drawer>
      <OfflineLabelPrint kind="return-label" rows={labels} onClose={() => setLabels(null)} />
    </Page>
  );
}
