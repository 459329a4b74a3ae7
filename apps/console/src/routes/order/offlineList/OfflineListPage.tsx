import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { offlineOrderState, stateLabel, type OfflineOrderRow } from '@oms/api-client';
import type { LabelData } from '@oms/label-engine';
import { formatDateTime, formatFen, Page, StatusTag, useFeedback } from '@oms/ui';
import { offlinePickLabels, useOfflineOrderPage } from '../../../api/offline.ts';
import { menuLeaves } from '../../../app/menu/buildMenu.ts';
import { useSession } from '../../../app/session/sessionStore.ts';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { OfflineLabelPrint } from '../offlineShared/OfflineLabelPrint.tsx';
import { OfflineListFrame, tabItems } from '../offlineShared/OfflineListFrame.tsx';
import { pickLabelRows } from '../offlineShared/offlineLabels.ts';
import { OfflineOrderActions } from './OfflineOrderActions.tsx';
import { OfflineOrderDrawer } from './OfflineOrderDrawer.tsx';
import { dateRangeChange, urlDateRange } from '../offlineShared/offlineDates.ts';
import {
  OFFLINE_LIST_TABS,
  OFFLINE_PAGE_SIZE,
  offlineListUrl,
  offlinePageRequestOf,
} from './offlineListUrls.ts';
import { TookDialog } from './TookDialog.tsx';

const RETURN_CODE = '/offlineReturnOrder/offlineReturnOrderList';

/**
 * 线下拿货单 (/order/getOfflineList): goods picked for the purchaser's own customers — a tab per state
 * with counts, search and dates, pick labels for one or many, and each order's moves.
 */
export default function OfflineListPage() {
  const { state, update } = useListUrlState(offlineListUrl);
  const request = useMemo(() => offlinePageRequestOf(state), [state]);
  const { data, error, isLoading, isValidating, mutate } = useOfflineOrderPage(request);
  const { menu } = useSession();
  const canReturn = menuLeaves(menu).some((l) => l.code === RETURN_CODE);
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [picked, setPicked] = useState<number[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [took, setTook] = useState<OfflineOrderRow | null>(null);
  const [labels, setLabels] = useState<LabelData[] | null>(null);

  const print = async (ids: number[]) => {
    const answer = await offlinePickLabels(ids);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    if (answer.data.skipped.length)
      toast.warning(`草稿和已取消的拿货单不打印：${answer.data.skipped.join('、')}`);
    if (answer.data.labels.length) setLabels(pickLabelRows(answer.data.labels));
  };

  const columns: ColumnsType<OfflineOrderRow> = [
    {
      title: '拿货单',
      key: 'no',
      width: 170,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => setOpenId(r.id)}>{r.orderNo}</Typography.Link>
          <Typography.Text type="secondary">
            {formatDateTime(r.createdAt)} · {r.createdBy}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '客户',
      key: 'customer',
      width: 190,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>
            {r.customer.name} {r.customer.phone}
          </span>
          {r.customer.address && <Typography.Text type="secondary">{r.customer.address}</Typography.Text>}
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
                {l.tookQty !== null && l.tookQty < l.qty ? `（实拿 ${l.tookQty}）` : ''}
              </Typography.Text>
            </span>
          ))}
        </Space>
      ),
    },
    {
      title: '金额',
      key: 'amount',
      width: 110,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{formatFen(r.goodsFen)}</span>
          <Typography.Text type="secondary">
            {r.status === 'TOOK' || r.status === 'DELIVERED'
              ? `实拿 ${r.tookPieces}/${r.pieces} 件`
              : `${r.pieces} 件`}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 110,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <StatusTag map={offlineOrderState} code={r.status} />
          {r.printCount > 0 && <Typography.Text type="secondary">已打印 {r.printCount} 次</Typography.Text>}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_, r) => (
        <OfflineOrderActions
          order={r}
          canReturn={canReturn}
          onOpen={() => setOpenId(r.id)}
          onPrint={() => void print([r.id])}
          onTook={() => setTook(r)}
        />
      ),
    },
  ];

  return (
    <Page
      title="线下拿货单"
      extra={
        <Space wrap>
          {canReturn && <Button onClick={() => navigate('/order/offlineReturnOrder')}>线下退货单</Button>}
          <Button type="primary" onClick={() => navigate('/order/getOfflineCreate')}>
            新建拿货单
          </Button>
        </Space>
      }
    >
      <OfflineListFrame<OfflineOrderRow>
        name="线下拿货单"
        searchPlaceholder="单号 / 客户 / 电话 / 档口 / 货号"
        dateLabel="创建时间"
        q={state.q}
        dates={urlDateRange(state)}
        onSearch={(q) => update({ q })}
        onDates={(v) => update(dateRangeChange(v))}
        tabs={tabItems(OFFLINE_LIST_TABS, (k) => stateLabel(offlineOrderState, k), data?.counts)}
        activeTab={state.status}
        onTab={(status) => update({ status: status as typeof state.status })}
        tabsLoading={isValidating}
        picked={picked}
        onPick={setPicked}
        printLabel="打印拿货标签"
        onPrint={(ids) => void print(ids)}
        table={{
          columns,
          rows: data?.list ?? [],
          error,
          onRetry: () => void mutate(),
          loading: isLoading && !data,
          page: state.page,
          pageSize: OFFLINE_PAGE_SIZE,
          total: data?.total ?? 0,
          onPage: (page) => update({ page }),
          phoneCards: { rowLabel: (r) => r.orderNo },
          empty: '没有符合条件的拿货单',
        }}
      />
      <OfflineOrderDrawer id={openId} onClose={() => setOpenId(null)} />
      <TookDialog order={took} onClose={() => setTook(null)} />
      <OfflineLabelPrint kind="offline-pick" rows={labels} onClose={() => setLabels(null)} />
    </Page>
  );
}
