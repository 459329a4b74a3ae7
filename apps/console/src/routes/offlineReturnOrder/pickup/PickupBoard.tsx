import { useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  DatePicker,
  Flex,
  Segmented,
  Select,
  Space,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import {
  assignmentState,
  PICKUP_PRINT_CODE,
  PICKUP_TABS,
  pickupLineState,
  pickupSource,
  pickupReasonText,
  stateLabel,
  type PickupAssigned,
  type PickupPrintRequest,
  type PickupRow,
  PLATFORM_RETURN_FEE_FEN,
  PLATFORM_TAKE_FEE_FEN,
} from '@oms/api-client';
import { CellLines, formatFen, Page, StatusTabs, StatusTag, useFeedback } from '@oms/ui';
import {
  auditDay,
  cancelTook,
  exportPickupNow,
  startPickupExport,
  revokeStop,
  useAuditState,
  stopTaking,
  usePickers,
  usePickupBriefing,
  usePickupPage,
  usePickupKanban,
  usePickupStallPage,
} from '../../../api/pickup.ts';
import { ErpPurchaseView } from './ErpPurchaseView.tsx';
import { DayFeeTag, dayFeeSentence } from './DayFeeTag.tsx';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { useSession } from '../../../app/session/sessionStore.ts';
import { ListSearch, PagedTable } from '../../../list/PagedTable.tsx';
import { ListExport } from '../../../list/ListExport.tsx';
import { AreaAssignDialog } from './AreaAssignDialog.tsx';
import { AssignDialog } from './AssignDialog.tsx';
import { PickupLogDrawer } from './PickupLogDrawer.tsx';
import { BatchPrintDialog } from './BatchPrintDialog.tsx';
import { AutoAssignDialog } from './AutoAssignDialog.tsx';
import { PICKUP_PAGE_SIZE, PICKUP_STALL_PAGE_SIZE, pickupRequestOf, pickupUrl } from './pickupUrls.ts';
import { PickupStallView } from './PickupStallView.tsx';
import { PickupKanbanView } from './PickupKanbanView.tsx';
import { DownloadCodesDialog } from './DownloadCodesDialog.tsx';

/**
 * 拿货任务指派: a day's lines from every stall in walking order — 简报, a tab per state with counts, who
 * holds what — handed to pickers by line or by area, stopped, and followed up.
 */
export function PickupBoard() {
  const { state, update } = useListUrlState(pickupUrl);
  const request = useMemo(() => pickupRequestOf(state), [state]);
  const day = request.day;
  const view = state.view;
  const hasErp = useSession((s) => s.hasErp);
  const { data, error, isLoading, isValidating, mutate } = usePickupPage(
    view === 'LINES' ? request : { ...request, pageNum: 1, pageSize: 1 },
  );
  const stalls = usePickupStallPage({ ...request, pageSize: PICKUP_STALL_PAGE_SIZE }, view === 'STALLS');
  const kanban = usePickupKanban(day, view === 'KANBAN');
  const { data: brief } = usePickupBriefing(day);
  const { data: pickers } = usePickers(day);
  const { data: audit } = useAuditState(day);
  // 取消已拿 is today's, before 日结 (the server says so too)
  const tookCancellable =
    !!audit &&
    !audit.audited &&
    audit.day === new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const { toast, confirm } = useFeedback();
  const [picked, setPicked] = useState<number[]>([]);
  const [assigning, setAssigning] = useState(false);
  const [area, setArea] = useState(false);
  const [auto, setAuto] = useState(false);
  const [logOf, setLogOf] = useState<PickupRow | null>(null);
  const [printing, setPrinting] = useState<PickupPrintRequest | null>(null);
  const [downloading, setDownloading] = useState(false);
  const permissions = useSession((s) => s.permissions);
  const canPrint = permissions === 'all' || permissions.has(PICKUP_PRINT_CODE);

  const told = (
    what: string,
    answer: { errorCode: number; errorMsg: string; data: PickupAssigned | null },
  ) => {
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    const skipped = answer.data!.skipped;
    if (skipped.length)
      toast.warning(`${what} ${answer.data!.assigned} 行，${skipped.length} 行未处理：${skipped[0]!.reason}`);
    else toast.success(`已${what} ${answer.data!.assigned} 行`);
    setPicked([]);
  };

  const columns: ColumnsType<PickupRow> = [
    {
      title: '档口',
      key: 'stall',
      width: 190,
      render: (_, r) => (
        <CellLines
          main={r.market ? `${r.market} ${r.floor} ${r.stallNo}` : '未归类档口'}
          sub={r.stallName || r.stall}
        />
      ),
    },
    {
      title: '货号 / 颜色尺码',
      key: 'goods',
      width: 150,
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
    { title: '数量/已拿', key: 'qty', width: 90, render: (_, r) => `${r.qty} / ${r.tookQty}` },
    {
      title: '参考价/实拿价',
      key: 'price',
      width: 120,
      render: (_, r) => (
        <Flex vertical>
          <span>{formatFen(r.refPriceFen)}</span>
          <Typography.Text
            type={r.tookPriceFen !== null && r.tookPriceFen > r.refPriceFen ? 'danger' : 'secondary'}
          >
            {r.tookPriceFen === null ? '—' : formatFen(r.tookPriceFen)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '状态',
      key: 'state',
      width: 120,
      render: (_, r) => (
        <Flex vertical gap={2} align="flex-start">
          <StatusTag map={assignmentState} code={r.state} />
          {r.state !== r.lineState && r.state !== 'CLOSE' && r.state !== 'WAITING_ASSIGNED' && (
            <Typography.Text type="secondary">{stateLabel(pickupLineState, r.lineState)}</Typography.Text>
          )}
          {r.reason && pickupReasonText(r.reason) !== stateLabel(assignmentState, r.state) && (
            <Typography.Text type="secondary">{pickupReasonText(r.reason)}</Typography.Text>
          )}
          {r.afternoon && r.state === 'TAKING' && <Typography.Text type="warning">下午有</Typography.Text>}
          {r.held && <Typography.Text type="warning">挂起</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: '拿货员',
      key: 'picker',
      width: 100,
      render: (_, r) => r.pickerName ?? <Typography.Text type="secondary">未指派</Typography.Text>,
    },
    {
      title: '批次',
      key: 'batch',
      width: 90,
      render: (_, r) =>
        r.batchNo && canPrint ? (
          <Button
            size="small"
            type="link"
            style={{ padding: 0 }}
            aria-label={`重打批次 ${r.batchNo}`}
            onClick={() => setPrinting({ scope: 'BATCH', batchNo: r.batchNo!, ...(day ? { day } : {}) })}
          >
            {r.batchNo}
          </Button>
        ) : (
          (r.batchNo ?? <Typography.Text type="secondary">未打印</Typography.Text>)
        ),
    },
    { title: '取货码', dataIndex: 'takeCode', width: 140 },
    {
      title: '订单',
      key: 'order',
      width: 170,
      render: (_, r) => <CellLines main={r.orderNo} sub={stateLabel(pickupSource, r.source)} />,
    },
    {
      title: '滞留天数',
      key: 'stuck',
      width: 90,
      render: (_, r) =>
        r.stuckDays >= 2 ? (
          <Typography.Text type="danger">{r.stuckDays} 天</Typography.Text>
        ) : (
          `${r.stuckDays} 天`
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, r) => (
        <Space size={4} wrap>
          <Button size="small" type="link" onClick={() => setLogOf(r)}>
            操作日志
          </Button>
          {tookCancellable && (r.state === 'TOOK' || r.state === 'TOOK_PART') && (
            <Button
              size="small"
              type="link"
              onClick={() =>
                void confirm({
                  title: '取消已拿',
                  content: `${r.articleNo} ${r.color}/${r.size} 的已拿 ${r.tookQty} 件改回拿货中？`,
                }).then(async (ok) => {
                  if (!ok) return;
                  const answer = await cancelTook(r.id, r.version);
                  if (answer.errorCode !== 0) toast.error(answer.errorMsg);
                  else toast.success('已取消已拿');
                })
              }
            >
              取消已拿
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const tabs = PICKUP_TABS.map((key) => ({
    key,
    label: key === 'ALL' ? '全部' : stateLabel(assignmentState, key),
    count: data ? data.counts[key] : null,
  }));

  return (
    <Page
      title="拿货任务指派"
      extra={
        <>
          {canPrint && <Button onClick={() => setDownloading(true)}>下载取货码</Button>}
          {canPrint && (
            <Button onClick={() => setPrinting({ scope: 'UNPRINTED', ...(day ? { day } : {}) })}>
              打印未打印标签{brief ? `（${brief.unprinted}）` : ''}
            </Button>
          )}
          {audit?.audited ? (
            <>
              <Tag color="success" style={{ alignSelf: 'center' }}>
                已日结 · {audit.auditedBy} {dayjs(audit.auditedAt).format('MM-DD HH:mm')}
              </Tag>
              {audit.fee && (
                <DayFeeTag
                  fee={audit.fee}
                  canOpenReplenish={permissions === 'all' || permissions.has('/funds/transferRecord')}
                />
              )}
            </>
          ) : (
            <Button
              disabled={!audit}
              onClick={() =>
                void confirm({
                  title: `日结审核 ${audit!.day}`,
                  content:
                    audit!.open > 0
                      ? `还有 ${audit!.open} 行待指派或拿货中，全部上报后才能日结。`
                      : `审核后这一天的拿货结果（已拿、缺货、取消已拿）不能再修改，并按拿货 ${formatFen(PLATFORM_TAKE_FEE_FEN)}/件、退货 ${formatFen(PLATFORM_RETURN_FEE_FEN)}/件从余额扣平台拿退货费（余额不足时生成补款单）。`,
                }).then(async (ok) => {
                  if (!ok) return;
                  const answer = await auditDay(audit!.day);
                  if (answer.errorCode !== 0) toast.error(answer.errorMsg);
                  else toast.success(`${audit!.day} 已日结${dayFeeSentence(answer.data.fee)}`);
                })
              }
            >
              日结审核
            </Button>
          )}
          <ListExport
            listKey="pickupTasks"
            fileTitle="拿货任务"
            noun="行拿货任务"
            selection={
              picked.length
                ? { mode: 'ids' as const, ids: picked }
                : {
                    mode: 'filter' as const,
                    filter: (({ pageNum: _p, pageSize: _s, ...filter }) => filter)(request),
                  }
            }
            count={picked.length || (data ? data.total : null)}
            exportNow={exportPickupNow}
            startExport={startPickupExport}
          />
          <Button onClick={() => setAuto(true)}>自动指派设置</Button>
          <Button type="primary" onClick={() => setArea(true)}>
            按区域指派
          </Button>
        </>
      }
    >
      <Flex vertical gap={12}>
        {view === 'ERP' ? (
          <ListSearch
            label="搜索采购单"
            placeholder="采购单号 / 货号"
            value={state.q}
            onSearch={(q) => update({ q })}
          />
        ) : (
          <Flex wrap gap={12} align="center">
            <DatePicker
              aria-label="拿货日期"
              allowClear={false}
              value={dayjs(data?.day ?? brief?.day ?? undefined)}
              onChange={(d) => update({ day: d ? d.format('YYYY-MM-DD') : '' })}
            />
            <ListSearch
              label="搜索拿货任务"
              placeholder="订单号 / 取货码 / 货号 / 档口"
              value={state.q}
              onSearch={(q) => update({ q })}
            />
            <Select
              aria-label="拿货员"
              allowClear
              placeholder="拿货员"
              style={{ width: 140 }}
              value={state.picker || undefined}
              options={(pickers ?? []).map((p) => ({ value: p.pickerId, label: p.name }))}
              onChange={(v) => update({ picker: v ?? 0 })}
            />
            <Select
              aria-label="来源"
              style={{ width: 130 }}
              value={state.source}
              options={[
                { value: '', label: '全部来源' },
                ...Object.entries(pickupSource).map(([value, e]) => ({ value, label: e.label })),
              ]}
              onChange={(v) => update({ source: v })}
            />
            <Checkbox
              checked={state.stuck === '1'}
              onChange={(e) => update({ stuck: e.target.checked ? '1' : '0' })}
            >
              滞留≥2天
            </Checkbox>
          </Flex>
        )}
        {brief && view !== 'ERP' && (
          <Flex wrap gap={32} role="region" aria-label="简报" data-testid="pickup-briefing">
            <Statistic title="拿货行 / 件" value={`${brief.lines} / ${brief.pieces}`} />
            <Statistic title="参考货款" value={formatFen(brief.amountFen)} />
            <Statistic
              title="已拿件 / 实拿货款"
              value={`${brief.tookPieces} / ${formatFen(brief.tookFen)}`}
            />
            <Statistic title="完成率" value={`${brief.completeRate}%`} />
            <Statistic title="异常" value={brief.exceptions} />
            <Statistic title="未指派" value={brief.unassigned} />
            <Statistic title="未打印" value={brief.unprinted} />
          </Flex>
        )}
        <Segmented
          aria-label="视图"
          value={view}
          onChange={(v) => {
            setPicked([]);
            // a search typed for one view means nothing to the 采购单 (and back)
            update({ view: v as typeof view, ...(v === 'ERP' || view === 'ERP' ? { q: '' } : {}) });
          }}
          options={[
            { value: 'LINES', label: '按明细' },
            { value: 'STALLS', label: '按档口' },
            { value: 'KANBAN', label: '看板' },
            ...(hasErp ? [{ value: 'ERP', label: 'ERP采购单' }] : []),
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {(view === 'LINES' || view === 'STALLS') && (
          <StatusTabs
            items={tabs}
            activeKey={state.tab}
            onChange={(key) => {
              setPicked([]);
              update({ tab: key as typeof state.tab });
            }}
            loading={isValidating}
          />
        )}
        {picked.length > 0 && (
          <Flex gap={8} align="center" wrap role="region" aria-label="已选任务">
            <span>已选 {picked.length} 行</span>
            <Button size="small" type="primary" onClick={() => setAssigning(true)}>
              指派给拿货员
            </Button>
            {canPrint && (
              <Button size="small" onClick={() => setPrinting({ scope: 'IDS', ids: picked })}>
                打印标签
              </Button>
            )}
            <Button size="small" danger onClick={async () => told('停止拿货', await stopTaking(picked))}>
              停止拿货
            </Button>
            <Button size="small" onClick={async () => told('撤销停止', await revokeStop(picked))}>
              撤销停止
            </Button>
            <Button size="small" type="link" onClick={() => setPicked([])}>
              取消选择
            </Button>
          </Flex>
        )}
        {view === 'LINES' && (
          <PagedTable<PickupRow>
            aria-label="拿货任务"
            rowKey="id"
            columns={columns}
            dataSource={data?.list ?? []}
            error={error}
            onRetry={() => void mutate()}
            loading={isLoading && !data}
            page={state.page}
            pageSize={PICKUP_PAGE_SIZE}
            total={data?.total ?? 0}
            onPage={(page) => update({ page })}
            rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(Number)) }}
            locale={{ emptyText: '这一天没有符合条件的拿货任务' }}
            scroll={{ x: 1450 }}
            phoneCards={{ rowLabel: (r) => `${r.stallNo || r.stall} ${r.articleNo}` }}
          />
        )}
        {view === 'STALLS' && (
          <PickupStallView
            groups={stalls.data?.groups ?? []}
            loading={stalls.isLoading && !stalls.data}
            error={stalls.error}
            onRetry={() => void stalls.mutate()}
            page={state.page}
            pageSize={PICKUP_STALL_PAGE_SIZE}
            total={stalls.data?.total ?? 0}
            onPage={(page) => update({ page })}
            picked={picked}
            onPick={setPicked}
          />
        )}
        {view === 'ERP' && (
          <ErpPurchaseView tab={state.erpTab} keyword={state.q} page={state.page} onChange={update} />
        )}
        {view === 'KANBAN' && (
          <PickupKanbanView
            kanban={kanban.data}
            error={kanban.error}
            onRetry={() => void kanban.mutate()}
            onOpenPicker={(picker) => update({ view: 'LINES', picker, tab: 'ALL' })}
            onAssignArea={() => setArea(true)}
          />
        )}
      </Flex>
      <AssignDialog
        open={assigning}
        count={picked.length}
        ids={picked}
        pickers={pickers ?? []}
        onDone={(answer) => {
          setAssigning(false);
          if (answer) told('指派', answer);
        }}
      />
      <AreaAssignDialog
        open={area}
        day={day}
        pickers={pickers ?? []}
        onDone={(answer) => {
          setArea(false);
          if (answer) told('指派', answer);
        }}
      />
      <PickupLogDrawer row={logOf} onClose={() => setLogOf(null)} />
      <AutoAssignDialog open={auto} pickers={pickers ?? []} onClose={() => setAuto(false)} />
      <BatchPrintDialog request={printing} onClose={() => setPrinting(null)} />
      <DownloadCodesDialog open={downloading} day={day} onClose={() => setDownloading(false)} />
    </Page>
  );
}
