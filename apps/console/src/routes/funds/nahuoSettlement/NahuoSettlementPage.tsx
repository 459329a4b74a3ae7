// 拿货结算账单: one bill a stall-day, made at 日结审核. 确认 (现结 is paid at the stall; below 0 goes back to
// the balance), 余额支付 (one payment order, the PIN on /funds/pay), 标记线下已付, 有争议 ↔ 重新核对, 导出.
import { useState, type Key } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Input, Select, Space, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined } from '@ant-design/icons';
import {
  PICKUP_BILL_TABS,
  pickupBillPaidBy,
  pickupBillState,
  stateLabel,
  supplierSettleMode,
  type PickupBillMoved,
  type PickupBillRow,
  type PickupBillTab,
} from '@oms/api-client';
import {
  ConfirmButton,
  Page,
  PromptDialog,
  QuickDateRange,
  StatusTag,
  formatFen,
  inputClear,
  resolveDateRange,
  shanghaiToday,
  useFeedback,
  type DateRangeValue,
} from '@oms/ui';
import {
  confirmBills,
  disputeBill,
  exportBills,
  markBillsPaid,
  payBills,
  recheckBill,
  useBillPage,
} from '../../../api/settlements.ts';
import { PagedTable } from '../../../list/PagedTable.tsx';
import { PurchaserOnly } from '../../../app/guards/PurchaserOnly.tsx';
import { payPageUrl } from '../pay/payUrls.ts';
import { BillDetailDrawer } from './BillDetailDrawer.tsx';
import { SettlementNav } from './SettlementNav.tsx';
import { readBillState, writeBillState, type BillListState } from './settlementUrls.ts';

const TAB_LABEL: Record<PickupBillTab, string> = {
  ALL: '全部',
  ...Object.fromEntries(Object.entries(pickupBillState).map(([k, v]) => [k, v.label])),
} as Record<PickupBillTab, string>;
const PAGE_SIZE = 20;
const modeOptions = Object.entries(supplierSettleMode).map(([value, e]) => ({ value, label: e.label }));

/** A bulk move's answer in words: how many moved, and the first few that did not with why. */
function movedText(verb: string, answer: PickupBillMoved) {
  const skipped = answer.skipped.map((s) => `${s.billNo}（${s.why}）`).slice(0, 3);
  return `已${verb} ${answer.moved} 张${skipped.length ? `；未处理：${skipped.join('、')}` : ''}`;
}

export default function NahuoSettlementPage() {
  return (
    <PurchaserOnly title="拿货结算账单">
      <NahuoSettlement />
    </PurchaserOnly>
  );
}

function NahuoSettlement() {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [params, setParams] = useSearchParams();
  const state = readBillState(params);
  const set = (patch: Partial<BillListState>) =>
    setParams(writeBillState({ ...state, page: 1, ...patch }), { replace: true });
  const request = {
    tab: state.tab,
    pageNum: state.page,
    pageSize: PAGE_SIZE,
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.settleMode ? { settleMode: state.settleMode } : {}),
    ...(state.dayFrom ? { dayFrom: state.dayFrom } : {}),
    ...(state.dayTo ? { dayTo: state.dayTo } : {}),
  };
  const page = useBillPage(request);
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [detail, setDetail] = useState<string | null>(null);
  const [disputing, setDisputing] = useState<string | null>(null);
  const rows = page.data?.list ?? [];
  const chosen = rows.filter((r) => picked.includes(r.billNo));
  const chosenFen = chosen.reduce((s, r) => s + r.amountFen, 0);

  const run = async (
    verb: string,
    call: () => Promise<{ errorCode: number; errorMsg: string; data: PickupBillMoved | null }>,
  ) => {
    setBusy(true);
    try {
      const answer = await call();
      if (answer.errorCode !== 0 || !answer.data) return void toast.error(answer.errorMsg);
      (answer.data.skipped.length ? toast.warning : toast.success)(movedText(verb, answer.data));
      setPicked([]);
    } finally {
      setBusy(false);
    }
  };
  const pay = async (billNos: string[]) => {
    setBusy(true);
    try {
      const answer = await payBills(billNos);
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      navigate(payPageUrl(answer.data.payNo));
    } finally {
      setBusy(false);
    }
  };

  const columns: ColumnsType<PickupBillRow> = [
    {
      title: '账单号',
      dataIndex: 'billNo',
      width: 160,
      render: (no: string, r) => (
        <>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setDetail(no)}>
            {no}
          </Button>
          <div>
            <Typography.Text type="secondary">拿货日 {r.day}</Typography.Text>
          </div>
        </>
      ),
    },
    {
      title: '档口',
      dataIndex: 'stallName',
      width: 200,
      render: (name: string, r) => (
        <>
          {r.floor} {r.stallNo} {name}
          <div>
            <Typography.Text type="secondary">
              {r.market}
              {r.phone ? ` · ${r.phone}` : ''}
            </Typography.Text>
          </div>
        </>
      ),
    },
    {
      title: '结算方式',
      dataIndex: 'settleMode',
      width: 90,
      render: (v: string) => <StatusTag map={supplierSettleMode} code={v} />,
    },
    {
      title: '拿货',
      dataIndex: 'goodsFen',
      width: 120,
      align: 'right',
      render: (v: number, r) => (
        <>
          {formatFen(v)}
          <div>
            <Typography.Text type="secondary">
              {r.lines} 行 / {r.pieces} 件
            </Typography.Text>
          </div>
        </>
      ),
    },
    {
      title: '退货退款',
      dataIndex: 'refundFen',
      width: 100,
      align: 'right',
      render: (v: number) => (v ? `-${formatFen(v)}` : '—'),
    },
    {
      title: '应付',
      dataIndex: 'amountFen',
      width: 110,
      align: 'right',
      render: (v: number) => (
        <Typography.Text strong type={v < 0 ? 'success' : undefined}>
          {formatFen(v)}
        </Typography.Text>
      ),
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 150,
      render: (v: string, r) => (
        <>
          <StatusTag map={pickupBillState} code={v} />
          {r.paidBy && <Tag>{stateLabel(pickupBillPaidBy, r.paidBy)}</Tag>}
          {r.state === 'DISPUTED' && r.disputeReason && (
            <div>
              <Typography.Text type="danger">{r.disputeReason}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            onClick={() => setDetail(r.billNo)}
            aria-label={`明细 ${r.billNo}`}
          >
            明细
          </Button>
          {r.state === 'WAIT_CONFIRM' && (
            <Button
              type="link"
              size="small"
              onClick={() => void run('确认', () => confirmBills([r.billNo]))}
              aria-label={`确认 ${r.billNo}`}
            >
              确认
            </Button>
          )}
          {r.state === 'WAIT_PAY' && r.amountFen > 0 && (
            <Button
              type="link"
              size="small"
              onClick={() => void pay([r.billNo])}
              aria-label={`余额支付 ${r.billNo}`}
            >
              支付
            </Button>
          )}
          {r.state === 'WAIT_PAY' && (
            <ConfirmButton
              title="确认该账单已在线下付款？"
              okText="标记已付"
              cancelText="取消"
              type="link"
              size="small"
              onConfirm={() => void run('标记', () => markBillsPaid([r.billNo]))}
              aria-label={`标记线下已付 ${r.billNo}`}
            >
              线下已付
            </ConfirmButton>
          )}
          {(r.state === 'WAIT_CONFIRM' || r.state === 'WAIT_PAY') && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => setDisputing(r.billNo)}
              aria-label={`有争议 ${r.billNo}`}
            >
              有争议
            </Button>
          )}
          {r.state === 'DISPUTED' && (
            <Button
              type="link"
              size="small"
              onClick={() => void run('重新核对', () => recheckBill(r.billNo))}
              aria-label={`重新核对 ${r.billNo}`}
            >
              重新核对
            </Button>
          )}
        </Space>
      ),
    },
  ];
  const selectable = state.tab === 'WAIT_CONFIRM' || state.tab === 'WAIT_PAY';
  const counts = page.data?.counts;
  const exportNow = async () => {
    const refused = await exportBills(
      request,
      `拿货结算账单_${state.dayFrom ?? ''}${state.dayTo ? `_${state.dayTo}` : ''}.xlsx`,
    );
    if (refused) toast.error(refused);
  };

  return (
    <Page title="拿货结算账单">
      <SettlementNav current="bills" />
      <Space wrap style={{ marginBottom: 8 }}>
        <QuickDateRange
          label="拿货日期"
          value={{
            ...(state.dayFrom ? { from: state.dayFrom } : {}),
            ...(state.dayTo ? { to: state.dayTo } : {}),
          }}
          onChange={(v) => {
            const days = resolveDays(v);
            set({ dayFrom: days?.from, dayTo: days?.to });
          }}
        />
        <Select
          aria-label="结算方式"
          placeholder="结算方式"
          allowClear={inputClear}
          style={{ width: 130 }}
          value={state.settleMode}
          options={modeOptions}
          onChange={(v) => set({ settleMode: v as BillListState['settleMode'] })}
        />
        <Input.Search
          aria-label="搜索账单"
          placeholder="账单号 / 档口"
          allowClear={inputClear}
          defaultValue={state.keyword}
          style={{ width: 220 }}
          onSearch={(v) => set({ keyword: v.trim() })}
        />
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void exportNow()}>
          导出
        </Button>
      </Space>
      <Tabs
        activeKey={state.tab}
        onChange={(key) => {
          setPicked([]);
          set({ tab: key as PickupBillTab });
        }}
        items={PICKUP_BILL_TABS.map((key) => ({
          key,
          label: `${TAB_LABEL[key]}${counts ? `(${counts[key]})` : ''}`,
        }))}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text>
          合计应付 <Typography.Text strong>{formatFen(page.data?.amountFen ?? 0)}</Typography.Text>
        </Typography.Text>
        {state.tab === 'WAIT_CONFIRM' && (
          <Button
            type="primary"
            disabled={!picked.length}
            loading={busy}
            onClick={() => void run('确认', () => confirmBills(picked))}
          >
            批量确认{picked.length ? `（${picked.length} 张）` : ''}
          </Button>
        )}
        {state.tab === 'WAIT_PAY' && (
          <>
            <Button
              type="primary"
              disabled={!chosen.length || chosen.some((r) => r.amountFen <= 0)}
              loading={busy}
              onClick={() => void pay(picked)}
            >
              余额支付{chosen.length ? `（${chosen.length} 张，${formatFen(chosenFen)}）` : ''}
            </Button>
            <ConfirmButton
              title={`确认 ${picked.length} 张账单已在线下付款？`}
              okText="标记已付"
              cancelText="取消"
              disabled={!picked.length}
              onConfirm={() => void run('标记', () => markBillsPaid(picked))}
            >
              标记线下已付
            </ConfirmButton>
          </>
        )}
      </Space>
      <PagedTable<PickupBillRow>
        aria-label="拿货结算账单"
        rowKey="billNo"
        error={page.error}
        onRetry={() => void page.mutate()}
        loading={page.isLoading}
        dataSource={rows}
        columns={columns}
        scroll={{ x: 1120 }}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: picked,
                onChange: (keys: Key[]) => setPicked(keys as string[]),
                getCheckboxProps: (r: PickupBillRow) => ({ 'aria-label': `选择 ${r.billNo}` }),
              }
            : undefined
        }
        page={state.page}
        pageSize={PAGE_SIZE}
        total={page.data?.total ?? 0}
        onPage={(p) => setParams(writeBillState({ ...state, page: p }), { replace: true })}
        phoneCards={{ rowLabel: (r) => r.billNo, actionsKey: 'actions' }}
      />
      <BillDetailDrawer billNo={detail} onClose={() => setDetail(null)} />
      <PromptDialog
        open={disputing !== null}
        title={`标记争议：${disputing ?? ''}`}
        label="争议原因"
        placeholder="如：少了一件、单价不对"
        validator={(v) =>
          v.trim() ? (v.trim().length <= 200 ? true : '争议原因最多200个字符') : '请填写争议原因'
        }
        okText="标记争议"
        onCancel={() => setDisputing(null)}
        onConfirm={async (reason) => {
          const answer = await disputeBill(disputing!, reason.trim());
          if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
          toast.success('已标记争议，付款暂停');
          setDisputing(null);
        }}
      />
    </Page>
  );
}

/** The date filter's days (Beijing), or none. */
function resolveDays(v: { preset?: string; from?: string; to?: string }) {
  const r = resolveDateRange(v as DateRangeValue);
  return r ? { from: shanghaiToday(r.from), to: shanghaiToday(r.to) } : null;
}
