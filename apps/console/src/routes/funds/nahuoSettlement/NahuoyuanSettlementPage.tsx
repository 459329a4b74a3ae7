// 拿货员结算: a staff member's day — 备用金 handed out in the morning, what they paid 现结 stalls, the cash
// refunds stalls gave them back, their pieces (计件) — and 应交回, settled once the day is 日结.
import { useState, type Key } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Space, Tabs, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PICKER_SETTLE_TABS, pickerSettleState, type PickerSettleRow } from '@oms/api-client';
import {
  ConfirmButton,
  Page,
  QuickDateRange,
  StatusTag,
  formatFen,
  resolveDateRange,
  shanghaiToday,
  useFeedback,
  type DateRangeValue,
} from '@oms/ui';
import { settleStaffDays, usePickerPage } from '../../../api/settlements.ts';
import { PagedTable } from '../../../list/PagedTable.tsx';
import { PurchaserOnly } from '../../../app/guards/PurchaserOnly.tsx';
import { SettlementNav } from './SettlementNav.tsx';
import { FloatDialog, type FloatTarget } from './FloatDialog.tsx';

type Tab = (typeof PICKER_SETTLE_TABS)[number];
const TAB_LABEL: Record<Tab, string> = { ALL: '全部', WAIT: '待结算', SETTLED: '已结算' };
const PAGE_SIZE = 20;
const keyOf = (r: { staffId: number; day: string }) => `${r.staffId}:${r.day}`;

export default function NahuoyuanSettlementPage() {
  return (
    <PurchaserOnly title="拿货员结算">
      <NahuoyuanSettlement />
    </PurchaserOnly>
  );
}

function NahuoyuanSettlement() {
  const { toast } = useFeedback();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (PICKER_SETTLE_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'WAIT';
  const [range, setRange] = useState<DateRangeValue>({ preset: 'last30' });
  const [pageNum, setPageNum] = useState(1);
  const days = resolveDateRange(range);
  const page = usePickerPage({
    tab,
    pageNum,
    pageSize: PAGE_SIZE,
    ...(days ? { dayFrom: shanghaiToday(days.from), dayTo: shanghaiToday(days.to) } : {}),
  });
  const [picked, setPicked] = useState<string[]>([]);
  const [floating, setFloating] = useState<FloatTarget | null>(null);
  const rows = page.data?.list ?? [];

  const settle = async (items: PickerSettleRow[]) => {
    const answer = await settleStaffDays(items.map((r) => ({ staffId: r.staffId, day: r.day })));
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    const skipped = answer.data.skipped.map((s) => `${s.day}（${s.why}）`).slice(0, 3);
    (skipped.length ? toast.warning : toast.success)(
      `已结算 ${answer.data.moved} 条${skipped.length ? `；未结算：${skipped.join('、')}` : ''}`,
    );
    setPicked([]);
  };

  const columns: ColumnsType<PickerSettleRow> = [
    { title: '日期', dataIndex: 'day', width: 110 },
    { title: '拿货员', dataIndex: 'staffName', width: 110 },
    {
      title: '备用金',
      dataIndex: 'floatFen',
      width: 100,
      align: 'right',
      render: (v: number) => formatFen(v),
    },
    {
      title: '现结拿货款',
      dataIndex: 'cashGoodsFen',
      width: 110,
      align: 'right',
      render: (v: number) => formatFen(v),
    },
    {
      title: '退货收款',
      dataIndex: 'returnCashFen',
      width: 100,
      align: 'right',
      render: (v: number) => formatFen(v),
    },
    {
      title: '应交回',
      dataIndex: 'dueBackFen',
      width: 110,
      align: 'right',
      render: (v: number) => (
        <Tooltip title={v < 0 ? '备用金不够，需补给拿货员' : '备用金 − 拿货款 + 退货收款'}>
          <Typography.Text strong type={v < 0 ? 'danger' : undefined}>
            {formatFen(v)}
          </Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: '计件',
      dataIndex: 'pieceFeeFen',
      width: 130,
      align: 'right',
      render: (v: number, r) => (
        <>
          {formatFen(v)}
          <div>
            <Typography.Text type="secondary">
              拿 {r.takenPieces} 件 · 退 {r.returnedPieces} 件
            </Typography.Text>
          </div>
        </>
      ),
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 150,
      render: (v: string, r) => (
        <>
          <StatusTag map={pickerSettleState} code={v} />
          {r.state === 'SETTLED' ? (
            <div>
              <Typography.Text type="secondary">{r.settledName}</Typography.Text>
            </div>
          ) : (
            !r.dayAudited && (
              <div>
                <Typography.Text type="warning">当日未日结</Typography.Text>
              </div>
            )
          )}
        </>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_: unknown, r) =>
        r.state === 'WAIT' ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => setFloating(r)}
              aria-label={`登记备用金 ${r.staffName} ${r.day}`}
            >
              登记备用金
            </Button>
            <ConfirmButton
              title={`确认 ${r.staffName} ${r.day} 已交回 ${formatFen(r.dueBackFen)}？`}
              okText="确认结算"
              cancelText="取消"
              type="link"
              size="small"
              disabled={!r.dayAudited}
              onConfirm={() => void settle([r])}
              aria-label={`确认结算 ${r.staffName} ${r.day}`}
            >
              确认结算
            </ConfirmButton>
          </Space>
        ) : null,
    },
  ];
  const chosen = rows.filter((r) => picked.includes(keyOf(r)));

  return (
    <Page title="拿货员结算">
      <SettlementNav current="staff" />
      <Space wrap style={{ marginBottom: 8 }}>
        <QuickDateRange label="日期" value={range} onChange={(v) => (setRange(v), setPageNum(1))} />
        <Button type="primary" onClick={() => setFloating({})}>
          登记备用金
        </Button>
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setPicked([]);
          setPageNum(1);
          setParams(key === 'WAIT' ? {} : { tab: key }, { replace: true });
        }}
        items={PICKER_SETTLE_TABS.map((key) => ({
          key,
          label: `${TAB_LABEL[key]}${page.data ? `(${page.data.counts[key]})` : ''}`,
        }))}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text>
          应交回合计 <Typography.Text strong>{formatFen(page.data?.dueBackFen ?? 0)}</Typography.Text>
        </Typography.Text>
        <Typography.Text>
          计件合计 <Typography.Text strong>{formatFen(page.data?.pieceFeeFen ?? 0)}</Typography.Text>
        </Typography.Text>
        {tab !== 'SETTLED' && (
          <ConfirmButton
            title={`确认结算 ${chosen.length} 条？`}
            okText="确认结算"
            cancelText="取消"
            disabled={!chosen.length}
            onConfirm={() => void settle(chosen)}
          >
            批量结算{chosen.length ? `（${chosen.length} 条）` : ''}
          </ConfirmButton>
        )}
      </Space>
      <PagedTable<PickerSettleRow>
        aria-label="拿货员结算"
        rowKey={keyOf}
        error={page.error}
        onRetry={() => void page.mutate()}
        loading={page.isLoading}
        dataSource={rows}
        columns={columns}
        scroll={{ x: 1090 }}
        rowSelection={
          tab !== 'SETTLED'
            ? {
                selectedRowKeys: picked,
                onChange: (keys: Key[]) => setPicked(keys as string[]),
                getCheckboxProps: (r: PickerSettleRow) => ({
                  disabled: r.state === 'SETTLED' || !r.dayAudited,
                  'aria-label': `选择 ${r.staffName} ${r.day}`,
                }),
              }
            : undefined
        }
        page={pageNum}
        pageSize={PAGE_SIZE}
        total={page.data?.total ?? 0}
        onPage={setPageNum}
        phoneCards={{ rowLabel: (r) => `${r.day} ${r.staffName}`, actionsKey: 'actions' }}
      />
      <FloatDialog target={floating} staff={page.data?.staff ?? []} onClose={() => setFloating(null)} />
    </Page>
  );
}
