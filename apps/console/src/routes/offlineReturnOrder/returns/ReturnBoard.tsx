import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Checkbox, Flex, Select, Space, Statistic, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  offlineReturnReason,
  RETURN_TABS,
  returnDisposition,
  returnItemState,
  returnToFactoryState,
  SHIP_COURIERS,
  stallRefuseReason,
  stateLabel,
  type ReturnItemRow,
  type ReturnLabels,
  type ReturnMoved,
  type WaybillLabel,
} from '@oms/api-client';
import { CellLines, formatFen, Page, StatusTabs, StatusTag, useFeedback } from '@oms/ui';
import {
  confirmReturns,
  disposeReturns,
  exportReturnsNow,
  negotiatingReturns,
  reprintReturnWaybill,
  resumeReturns,
  retryReturns,
  returnLabels,
  startReturnExport,
  stopReturns,
  useReturnPage,
  useReturnStaff,
} from '../../../api/returns.ts';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { ListSearch, PagedTable } from '../../../list/PagedTable.tsx';
import { ListExport } from '../../../list/ListExport.tsx';
import { ReturnAssignDialog } from './ReturnAssignDialog.tsx';
import { ReturnLabelsPrint } from './ReturnLabelsPrint.tsx';
import { ReturnReportDialog } from './ReturnReportDialog.tsx';
import { ReturnShipDialog } from './ReturnShipDialog.tsx';
import { ReturnWaybillPrint } from './ReturnWaybillPrint.tsx';
import { ReturnEventsDrawer } from './ReturnEventsDrawer.tsx';
import { RETURN_PAGE_SIZE, returnRequestOf, returnUrl } from './returnUrls.ts';

type Answer = { errorCode: number; errorMsg: string; data: ReturnMoved | null };

// the states first, in the order goods move, then 寄回异地; 全部 last
const TAB_ORDER = [...RETURN_TABS.filter((t) => t !== 'ALL'), 'ALL'] as const;

/** Where the stall's answer is awaited: on the walk, or at a far stall the parcel is going to or reached. */
const AWAITING_ANSWER = new Set(['WAIT_FACTORY', 'WAIT_SIGNED', 'SIGNED']);
/** A refusal still to settle: in town, or a far stall's 拒收待处理 / 协商中. */
const OPEN_REFUSAL = new Set(['FACTORY_REFUSE', 'FACTORY_REFUSE_TODEAL', 'NEGOTIATE_REFUND']);
const courierName = (code: string | null) =>
  code ? (SHIP_COURIERS[code as keyof typeof SHIP_COURIERS] ?? code) : '';

/**
 * 退货登记指派: the returns on the shelf and on their way back — handed to 退货员 by item or stall,
 * paused, the stalls' answers confirmed, refusals sent again, settled or kept.
 */
export function ReturnBoard() {
  const { state, update } = useListUrlState(returnUrl);
  const request = useMemo(() => returnRequestOf(state), [state]);
  const { data, error, isLoading, isValidating, mutate } = useReturnPage(request);
  const { data: staff } = useReturnStaff(true);
  const { toast, confirm } = useFeedback();
  const [picked, setPicked] = useState<ReturnItemRow[]>([]);
  const [assigning, setAssigning] = useState<ReturnItemRow[] | null>(null);
  const [reporting, setReporting] = useState<{ item: ReturnItemRow; mode: 'report' | 'negotiate' } | null>(
    null,
  );
  const [printing, setPrinting] = useState<ReturnLabels | null>(null);
  const [shipping, setShipping] = useState<ReturnItemRow[] | null>(null);
  const [waybill, setWaybill] = useState<WaybillLabel | null>(null);
  const [logOf, setLogOf] = useState<ReturnItemRow | null>(null);
  const ids = picked.map((p) => p.id);

  const told = (what: string, answer: Answer) => {
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    const { moved, skipped } = answer.data!;
    if (skipped) toast.warning(`已${what} ${moved} 条，${skipped} 条状态不符未处理`);
    else toast.success(`已${what} ${moved} 条`);
    setPicked([]);
  };
  const print = async (chosen: number[]) => {
    const answer = await returnLabels(chosen);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    setPrinting(answer.data);
  };
  const reprint = async (id: number) => {
    const answer = await reprintReturnWaybill(id);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    setWaybill(answer.data);
  };
  const dispose = (rows: number[], disposition: 'KEEP' | 'WRITE_OFF') =>
    void confirm({
      title: stateLabel(returnDisposition, disposition),
      content:
        disposition === 'KEEP'
          ? '档口拒收的货留下自己卖，不再退回档口？'
          : '档口拒收的货按报损处理，不再退回档口？',
    }).then(
      async (ok) =>
        ok && told(stateLabel(returnDisposition, disposition), await disposeReturns(rows, disposition)),
    );

  const columns: ColumnsType<ReturnItemRow> = [
    {
      title: '退货码 / 入库单号',
      key: 'no',
      width: 170,
      render: (_, r) => (
        <CellLines
          main={r.returnNo}
          sub={
            <>
              {r.storageNo} · {r.shelf}
            </>
          }
        />
      ),
    },
    {
      title: '档口',
      key: 'stall',
      width: 170,
      render: (_, r) => <CellLines main={r.stall} sub={r.stallPhone} />,
    },
    {
      title: '货号 / 颜色尺码',
      key: 'goods',
      width: 140,
      render: (_, r) => (
        <CellLines
          main={r.articleNo}
          sub={
            <>
              {r.color}/{r.size}
            </>
          }
        />
      ),
    },
    {
      title: '数量 / 原拿货金额',
      key: 'qty',
      width: 120,
      render: (_, r) => `${r.qty} 件 / ${formatFen(r.goodsFen)}`,
    },
    {
      title: '退货原因',
      key: 'reason',
      width: 100,
      render: (_, r) => stateLabel(offlineReturnReason, r.reason),
    },
    {
      title: '状态',
      key: 'state',
      width: 140,
      render: (_, r) => (
        <Flex vertical gap={2} align="flex-start">
          <StatusTag map={returnItemState} code={r.state} />
          {r.waybillNo && (
            <Typography.Text type="secondary">
              {courierName(r.courierCode)} {r.waybillNo}
              {r.shipFeeFen !== null && ` · 运费 ${formatFen(r.shipFeeFen)}`}
            </Typography.Text>
          )}
          {r.refuseReason && (
            <Typography.Text type="danger">{stateLabel(stallRefuseReason, r.refuseReason)}</Typography.Text>
          )}
          {r.disposition && (
            <Typography.Text type="secondary">
              已{stateLabel(returnDisposition, r.disposition)}
            </Typography.Text>
          )}
          {r.reportedAt && !r.confirmedAt && !r.disposition && r.route === 'WALK' && (
            <Typography.Text type="warning">待确认</Typography.Text>
          )}
          {r.retries > 0 && (
            <Typography.Text type="secondary">
              {r.route === 'COURIER' ? '再次申请' : '重新退'} {r.retries} 次
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: '退款',
      key: 'refund',
      width: 100,
      render: (_, r) =>
        r.refundFen === null ? (
          '—'
        ) : (
          <CellLines main={formatFen(r.refundFen)} sub={r.negotiated ? '协商' : undefined} />
        ),
    },
    {
      title: '退货员',
      key: 'staff',
      width: 90,
      render: (_, r) =>
        r.staffName || (
          <Typography.Text type="secondary">{r.route === 'COURIER' ? '快递寄回' : '未指派'}</Typography.Text>
        ),
    },
    {
      title: '订单 / 取货码',
      key: 'order',
      width: 160,
      render: (_, r) => <CellLines main={r.orderNo} sub={r.takeCode} />,
    },
    {
      title: '登记',
      key: 'registered',
      width: 140,
      render: (_, r) => <CellLines main={r.registeredName} sub={r.createdAt.slice(0, 10)} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, r) => (
        <Space size={4} wrap>
          {AWAITING_ANSWER.has(r.state) && (r.route === 'COURIER' || r.state === 'WAIT_FACTORY') && (
            <Button size="small" type="link" onClick={() => setReporting({ item: r, mode: 'report' })}>
              {r.route === 'COURIER' ? '登记档口答复' : '上报结果'}
            </Button>
          )}
          {OPEN_REFUSAL.has(r.state) && !r.disposition && (
            <Button size="small" type="link" onClick={() => setReporting({ item: r, mode: 'negotiate' })}>
              协商退款
            </Button>
          )}
          {r.waybillNo && (
            <Button size="small" type="link" onClick={() => void reprint(r.id)}>
              打印面单
            </Button>
          )}
          <Button size="small" type="link" onClick={() => void print([r.id])}>
            打印
          </Button>
          <Button size="small" type="link" onClick={() => setLogOf(r)}>
            日志
          </Button>
        </Space>
      ),
    },
  ];

  const tabs = TAB_ORDER.map((key) => ({
    key,
    label: key === 'ALL' ? '全部' : key === 'COURIER' ? '寄回异地' : stateLabel(returnToFactoryState, key),
    count: data ? data.counts[key] : null,
  }));
  const bulk = (what: string, run: (ids: number[]) => Promise<Answer>) => async () =>
    told(what, await run(ids));

  return (
    <Page
      title="退货登记指派"
      extra={
        <>
          <ListExport
            listKey="returnItems"
            fileTitle="退货"
            noun="条退货"
            selection={
              picked.length
                ? { mode: 'ids' as const, ids }
                : {
                    mode: 'filter' as const,
                    filter: (({ pageNum: _p, pageSize: _s, ...filter }) => filter)(request),
                  }
            }
            count={picked.length || (data ? data.total : null)}
            exportNow={exportReturnsNow}
            startExport={startReturnExport}
          />
          <Link to="/offlineReturnOrder/returnRegistration">
            <Button type="primary">退货登记</Button>
          </Link>
        </>
      }
    >
      <Flex vertical gap={12}>
        <Flex wrap gap={12} align="center">
          <ListSearch
            label="搜索退货"
            placeholder="退货码 / 入库单号 / 订单号 / 取货码 / 货号 / 档口"
            value={state.q}
            onSearch={(q) => update({ q })}
          />
          <Select
            aria-label="退货员"
            allowClear
            placeholder="退货员"
            style={{ width: 140 }}
            value={state.staff || undefined}
            options={(staff ?? []).map((s) => ({ value: s.staffId, label: s.name }))}
            onChange={(v) => update({ staff: v ?? 0 })}
          />
          <Checkbox
            checked={state.unconfirmed === '1'}
            onChange={(e) => update({ unconfirmed: e.target.checked ? '1' : '0' })}
          >
            只看待确认
          </Checkbox>
          {data && (
            <Flex gap={24} role="region" aria-label="合计">
              <Statistic title="件数" value={data.pieces} />
              <Statistic title="原拿货金额" value={formatFen(data.goodsFen)} />
            </Flex>
          )}
        </Flex>
        <StatusTabs
          items={tabs}
          activeKey={state.tab}
          onChange={(key) => {
            setPicked([]);
            update({ tab: key as typeof state.tab });
          }}
          loading={isValidating}
        />
        {picked.length > 0 && (
          <Flex gap={8} align="center" wrap role="region" aria-label="已选退货">
            <span>已选 {picked.length} 条</span>
            <Button size="small" type="primary" onClick={() => setAssigning(picked)}>
              指派给退货员
            </Button>
            <Button size="small" onClick={() => setShipping(picked)}>
              寄回异地档口
            </Button>
            <Button size="small" onClick={() => void print(ids)}>
              打印退货标签
            </Button>
            <Button size="small" onClick={bulk('确认', confirmReturns)}>
              确认结果
            </Button>
            <Button size="small" onClick={bulk('重新退', retryReturns)}>
              重新退 / 再次申请
            </Button>
            <Button size="small" onClick={bulk('转协商', negotiatingReturns)}>
              转协商
            </Button>
            <Button size="small" onClick={() => dispose(ids, 'KEEP')}>
              自留
            </Button>
            <Button size="small" danger onClick={() => dispose(ids, 'WRITE_OFF')}>
              报损
            </Button>
            <Button size="small" onClick={bulk('暂停', stopReturns)}>
              暂停退货
            </Button>
            <Button size="small" onClick={bulk('恢复', resumeReturns)}>
              恢复
            </Button>
            <Button size="small" type="link" onClick={() => setPicked([])}>
              取消选择
            </Button>
          </Flex>
        )}
        <PagedTable<ReturnItemRow>
          aria-label="退货"
          rowKey="id"
          columns={columns}
          dataSource={data?.list ?? []}
          error={error}
          onRetry={() => void mutate()}
          loading={isLoading && !data}
          page={state.page}
          pageSize={RETURN_PAGE_SIZE}
          total={data?.total ?? 0}
          onPage={(page) => update({ page })}
          rowSelection={{
            selectedRowKeys: ids,
            onChange: (_, rows) => setPicked(rows),
          }}
          locale={{ emptyText: '没有符合条件的退货' }}
          scroll={{ x: 1480 }}
          phoneCards={{ rowLabel: (r) => `${r.returnNo} ${r.articleNo}` }}
        />
      </Flex>
      <ReturnAssignDialog
        items={assigning}
        staff={staff ?? []}
        onDone={(answer) => {
          setAssigning(null);
          if (answer) told('指派', answer);
        }}
      />
      <ReturnReportDialog
        item={reporting?.item ?? null}
        mode={reporting?.mode ?? 'report'}
        onClose={() => setReporting(null)}
      />
      <ReturnLabelsPrint answer={printing} onClose={() => setPrinting(null)} />
      <ReturnWaybillPrint label={waybill} onClose={() => setWaybill(null)} />
      <ReturnEventsDrawer item={logOf} onClose={() => setLogOf(null)} />
      <ReturnShipDialog
        items={shipping}
        onDone={(shipped) => {
          setShipping(null);
          if (shipped) setPicked([]);
        }}
      />
    </Page>
  );
}
