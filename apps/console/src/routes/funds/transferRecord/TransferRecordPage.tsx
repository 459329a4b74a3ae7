// 代发补款记录: 待补款 (with the count the menu shows) / 已补款 / 已取消 / 全部; 去补款 one, 批量补款 many
// as one payment order, 放弃补款 (the order line is then refunded by the dropship orders module).
import { useState, type Key } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { OWED_FEE_REASONS, REPLENISH_TABS, replenishReasonLabels, replenishTabLabels } from '@oms/api-client';
import { ConfirmButton, Page, formatFen, useFeedback, useNarrowLayout } from '@oms/ui';
import { mutate } from 'swr';
import { cancelReplenish, payReplenish, refreshFunds, useReplenishPage } from '../../../api/funds.ts';
import { chinaTime } from '../fundsFormat.ts';
import { payPageUrl } from '../pay/payUrls.ts';
import { PagedCards } from '../../../list/PagedTable.tsx';
import { afterSaleDetailHref } from '../../afterSale/afterSaleList/afterSaleUrls.ts';

type Tab = (typeof REPLENISH_TABS)[number];
type Replenish = NonNullable<ReturnType<typeof useReplenishPage>['data']>['list'][number];

/** Why a 补款 closed unpaid (the server's cancel_reason). */
const CANCEL_REASON: Record<string, string> = {
  EXPIRED: '超时未补款',
  USER: '已放弃',
  STALE: '补款单已失效',
};

function timeLeft(deadline: string): string {
  const ms = new Date(deadline).getTime() - Date.now();
  if (ms <= 0) return '已超时';
  const h = Math.floor(ms / 3600_000);
  return h >= 1 ? `剩 ${h} 小时` : `剩 ${Math.max(1, Math.floor(ms / 60_000))} 分钟`;
}

export default function TransferRecordPage() {
  const navigate = useNavigate();
  const narrow = useNarrowLayout();
  const { toast } = useFeedback();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (REPLENISH_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'WAITING_PAYMENT';
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const page = useReplenishPage({ tab, ...paging });
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const pay = async (nos: string[]) => {
    setBusy(true);
    try {
      const res = await payReplenish(nos);
      if (res.errorCode !== 0) return void toast.error(res.errorMsg);
      navigate(payPageUrl(res.data.payNo));
    } finally {
      setBusy(false);
    }
  };
  const giveUp = async (nos: string[]) => {
    const res = await cancelReplenish(nos);
    if (res.errorCode !== 0) return void toast.error(res.errorMsg);
    toast.success('已放弃补款，对应商品将退款');
    setPicked([]);
    void refreshFunds();
    void mutate((key) => Array.isArray(key) && key[0] === 'shell');
  };
  const counts = page.data?.counts;
  // a fee (退货服务费, 平台拿退货费) is owed for work done: paid, never declined (the server refuses it too)
  const declinable = (page.data?.list ?? [])
    .filter((r) => picked.includes(r.replenishNo) && !OWED_FEE_REASONS.includes(r.reason))
    .map((r) => r.replenishNo);
  const pickedFen = (page.data?.list ?? [])
    .filter((r) => picked.includes(r.replenishNo))
    .reduce((s, r) => s + r.amountFen, 0);

  const columns: ColumnsType<Replenish> = [
    {
      title: '补款单号',
      dataIndex: 'replenishNo',
      width: 170,
      render: (no: string, row) => (
        <>
          {no}
          <div>
            <Typography.Text type="secondary">
              {row.reason === 'PICKUP_FEE' ? '费用单' : '订单'} {row.orderNo}
            </Typography.Text>
          </div>
          {row.afterSaleNo && (
            <div>
              <Link to={afterSaleDetailHref(row.afterSaleNo)}>售后 {row.afterSaleNo}</Link>
            </div>
          )}
        </>
      ),
    },
    {
      title: '商品',
      dataIndex: 'goods',
      width: 190,
      render: (goods: { stall: string; artNo: string; color: string; size: string; qty: number }[]) =>
        goods.map((g, i) => (
          <div key={i}>
            {g.stall} {g.artNo} {g.color || g.size ? `${g.color}/${g.size} ` : ''}×{g.qty}
          </div>
        )),
    },
    {
      title: '原因',
      dataIndex: 'reason',
      width: 80,
      render: (v: string) => <Tag>{replenishReasonLabels[v] ?? v}</Tag>,
    },
    {
      title: '原价 → 现价',
      dataIndex: 'currentFen',
      width: 130,
      align: 'right',
      render: (v: number, row) =>
        OWED_FEE_REASONS.includes(row.reason) ? '—' : `${formatFen(row.originalFen)} → ${formatFen(v)}`,
    },
    {
      title: '补款金额',
      dataIndex: 'amountFen',
      width: 100,
      align: 'right',
      render: (v: number) => <Typography.Text strong>{formatFen(v)}</Typography.Text>,
    },
    {
      title: '截止时间',
      dataIndex: 'deadlineAt',
      width: 160,
      render: (v: string, row) => (
        <>
          {chinaTime(v)}
          {row.state === 'WAITING_PAYMENT' && <div style={{ color: '#d46b08' }}>{timeLeft(v)}</div>}
        </>
      ),
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (v: string, row) =>
        v === 'PAID' ? (
          <Tag color="success">已补款</Tag>
        ) : v === 'CANCELED' ? (
          <Tag>{CANCEL_REASON[row.cancelReason ?? ''] ?? '已放弃'}</Tag>
        ) : (
          <Tag color="warning">待补款</Tag>
        ),
    },
    {
      title: '操作',
      width: 140,
      fixed: 'right',
      render: (_: unknown, row) =>
        row.state === 'WAITING_PAYMENT' ? (
          <Space size={4}>
            <Button
              type="link"
              size="small"
              onClick={() => void pay([row.replenishNo])}
              aria-label={`去补款 ${row.replenishNo}`}
            >
              去补款
            </Button>
            {!OWED_FEE_REASONS.includes(row.reason) && (
              <ConfirmButton
                title="放弃补款后对应商品将取消并退款"
                okText="放弃补款"
                cancelText="取消"
                onConfirm={() => void giveUp([row.replenishNo])}
                type="link"
                size="small"
                danger
                aria-label={`放弃补款 ${row.replenishNo}`}
              >
                放弃补款
              </ConfirmButton>
            )}
          </Space>
        ) : null,
    },
  ];
  const selection =
    tab === 'WAITING_PAYMENT'
      ? {
          selectedRowKeys: picked,
          onChange: (keys: Key[]) => setPicked(keys as string[]),
          getCheckboxProps: (r: Replenish) => ({ 'aria-label': `选择 ${r.replenishNo}` }),
        }
      : undefined;

  return (
    <Page title="代发补款记录">
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setParams({ tab: key }, { replace: true });
          setPaging({ pageNum: 1, pageSize: paging.pageSize });
          setPicked([]);
        }}
        items={REPLENISH_TABS.map((key) => ({
          key,
          label: `${replenishTabLabels[key]}${counts ? `(${counts[key]})` : ''}`,
        }))}
      />
      {tab === 'WAITING_PAYMENT' && (
        <Space style={{ marginBottom: 12 }} wrap>
          <Button type="primary" disabled={!picked.length} loading={busy} onClick={() => void pay(picked)}>
            批量补款{picked.length ? `（${picked.length} 笔，${formatFen(pickedFen)}）` : ''}
          </Button>
          <ConfirmButton
            title={`放弃 ${declinable.length} 笔补款？对应商品将取消并退款${declinable.length < picked.length ? '（退货服务费、平台拿退货费不能放弃）' : ''}`}
            okText="放弃补款"
            cancelText="取消"
            onConfirm={() => void giveUp(declinable)}
            disabled={!declinable.length}
          >
            批量放弃
          </ConfirmButton>
        </Space>
      )}
      {narrow ? (
        <PagedCards<Replenish>
          aria-label="补款记录"
          rowKey="replenishNo"
          loading={page.isLoading}
          dataSource={page.data?.list ?? []}
          rowSelection={selection}
          columns={columns}
          page={paging.pageNum}
          pageSize={paging.pageSize}
          total={page.data?.total ?? 0}
          onPage={(pageNum) => setPaging({ pageNum, pageSize: paging.pageSize })}
          phoneCards={{ rowLabel: (r) => r.replenishNo }}
        />
      ) : (
        <Table
          rowKey="replenishNo"
          size="middle"
          loading={page.isLoading}
          dataSource={page.data?.list ?? []}
          // the columns' sum: whole at 1440 beside the menu
          scroll={{ x: 1092 }}
          rowSelection={selection}
          pagination={{
            current: paging.pageNum,
            pageSize: paging.pageSize,
            total: page.data?.total ?? 0,
            showTotal: (n) => `共 ${n} 条`,
            onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
          }}
          columns={columns}
        />
      )}
    </Page>
  );
}
