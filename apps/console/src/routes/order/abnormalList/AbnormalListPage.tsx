import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Flex, Space, Typography } from 'antd';
import {
  ABNORMAL_KINDS,
  daifaFlag,
  daifaResolution,
  stateLabel,
  type AbnormalRow,
  type DaifaGoods,
  type Resolution,
} from '@oms/api-client';
import { formatFen, Page, StatusTabs, useFeedback, useNarrowLayout } from '@oms/ui';
import { releaseDaifaOrder, resolveAbnormal, useAbnormalPage } from '../../../api/daifaOrders.ts';
import { refreshFunds } from '../../../api/funds.ts';
import { PagedTable } from '../../../list/PagedTable.tsx';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { DaifaOrderDrawer } from '../daifaOrders/DaifaOrderDrawer.tsx';
import { SameStyleModal } from '../shared/SameStyleModal.tsx';
import { AddressDialog } from '../shared/AddressDialog.tsx';
import { AbnormalActions } from './AbnormalActions.tsx';
import { CourierDialog } from './CourierDialog.tsx';
import { abnormalColumns } from './abnormalColumns.tsx';
import { ABNORMAL_PAGE_SIZE, abnormalRequestOf, abnormalUrl } from './abnormalUrls.ts';

/** Money leaves the order: asked once more. */
const CONFIRM: Partial<Record<Resolution, string>> = {
  REFUND: '该商品将取消拿货，货款和代发费退回余额。',
  SHIP_AVAILABLE: '该订单中所有异常商品将取消拿货并退款，已拿到的商品先发。',
  REJECT_EXCHANGE: '拒绝档口的换款建议，该商品取消拿货并退款。',
  CANCEL: '订单将取消：未拿到的商品、代发费和运费退回余额，已拿到的商品退回档口。',
};
/** What a batch cannot do: each of these asks for the line's or order's own input first. */
const ONE_AT_A_TIME: Resolution[] = ['REROUTE', 'CHANGE_ADDRESS', 'CHANGE_COURIER'];

const keyOf = (r: AbnormalRow) => `${r.orderNo}:${r.lineNo}`;

/** 异常订单 (/order/abnormalList): what stalls answered, a tab per kind, resolved by line or in a batch. */
export default function AbnormalListPage() {
  const { state, update } = useListUrlState(abnormalUrl);
  const request = useMemo(() => abnormalRequestOf(state), [state]);
  const { data, error, isLoading, isValidating, mutate } = useAbnormalPage(request);
  const { toast, confirm } = useFeedback();
  const navigate = useNavigate();
  const narrow = useNarrowLayout();
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const [rerouting, setRerouting] = useState<AbnormalRow | null>(null);
  const [addressing, setAddressing] = useState<string | null>(null);
  const [recouriering, setRecouriering] = useState<string | null>(null);
  const now = Date.now();
  const rows = useMemo(() => data?.rows ?? [], [data]);
  const picked = rows.filter((r) => selected.includes(keyOf(r)));
  // A batch offers what every picked line allows (换档口 needs a goods per line: one at a time).
  const batchActions = picked.length
    ? picked[0]!.actions.filter(
        (a) => !ONE_AT_A_TIME.includes(a) && picked.every((r) => r.actions.includes(a)),
      )
    : [];

  const run = async (
    items: AbnormalRow[],
    action: Resolution,
    goods?: DaifaGoods,
    courierCode?: string,
  ): Promise<boolean> => {
    const label = stateLabel(daifaResolution, action);
    const warning = CONFIRM[action];
    if (
      warning &&
      !(await confirm({ title: `${label}（${items.length}条）`, content: warning, danger: true }))
    )
      return false;
    setBusy(true);
    try {
      const res = await resolveAbnormal({
        items: items.map((r) => ({ orderNo: r.orderNo, lineNo: r.lineNo })),
        action,
        ...(goods ? { goodsId: goods.goodsId } : {}),
        ...(courierCode ? { courierCode } : {}),
      });
      if (res.errorCode !== 0) {
        toast.error(res.errorMsg);
        return false;
      }
      const done = res.data.results.filter((r) => r.ok);
      const failed = res.data.results.filter((r) => !r.ok);
      const refunded = done.reduce((s, r) => s + r.refundedFen, 0);
      if (done.length)
        toast.success(
          `已${label} ${done.length} 条${refunded > 0 ? `，${formatFen(refunded)} 已退回余额` : ''}`,
        );
      if (failed.length) toast.error(`${failed.length} 条未处理：${failed[0]!.errorMsg}`);
      setSelected([]);
      void mutate();
      if (refunded > 0) void refreshFunds();
      if (action === 'REPLENISH' && done.some((r) => r.replenishNo)) {
        if (
          await confirm({
            title: '已发起补款',
            content: '请在48小时内完成补款，超时未补款该商品将自动退款。',
            okText: '去补款',
            cancelText: '稍后',
          })
        )
          navigate('/funds/transferRecord');
      }
      return failed.length === 0;
    } finally {
      setBusy(false);
    }
  };

  const release = async (row: AbnormalRow) => {
    setBusy(true);
    try {
      const res = await releaseDaifaOrder(row.orderNo);
      if (res.errorCode !== 0) return void toast.error(res.errorMsg);
      toast.success('订单已恢复');
      void mutate();
    } finally {
      setBusy(false);
    }
  };

  const columns = [
    ...abnormalColumns(setOpenOrder, now),
    {
      title: '操作',
      key: 'actions',
      width: 230,
      // the buttons stay in view while the goods and words scroll (not on a phone: cards there)
      fixed: narrow ? undefined : ('right' as const),
      render: (_: unknown, r: AbnormalRow) => (
        <AbnormalActions
          row={r}
          busy={busy}
          onResolve={(row, action) => void run([row], action)}
          onReroute={setRerouting}
          onRelease={(row) => void release(row)}
          onAddress={(row) => setAddressing(row.orderNo)}
          onCourier={(row) => setRecouriering(row.orderNo)}
        />
      ),
    },
  ];

  return (
    <Page title="异常订单">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          档口拿货遇到问题、快递无法揽收（地址异常）或订单挂起时在这里处理；超过时限未处理的，系统按“未处理将”一栏自动处理。
        </Typography.Text>
        <StatusTabs
          items={ABNORMAL_KINDS.map((kind) => ({
            key: kind,
            label: stateLabel(daifaFlag, kind),
            count: data ? (data.counts[kind] ?? 0) : null,
          }))}
          activeKey={state.kind}
          onChange={(kind) => {
            setSelected([]);
            update({ kind });
          }}
          loading={isValidating}
        />
        {picked.length > 0 && (
          <Alert
            type="info"
            message={
              <Space wrap>
                <span>已选 {picked.length} 条</span>
                {batchActions.map((a) => (
                  <Button key={a} size="small" disabled={busy} onClick={() => void run(picked, a)}>
                    批量{stateLabel(daifaResolution, a)}
                  </Button>
                ))}
                <Button size="small" type="link" onClick={() => setSelected([])}>
                  取消选择
                </Button>
              </Space>
            }
          />
        )}
        <PagedTable<AbnormalRow>
          aria-label="异常订单"
          rowKey={keyOf}
          error={error}
          onRetry={() => void mutate()}
          loading={isLoading && !data}
          columns={columns}
          dataSource={rows}
          scroll={{ x: 1100 }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
          locale={{ emptyText: `没有${stateLabel(daifaFlag, state.kind)}的订单` }}
          page={state.page}
          pageSize={ABNORMAL_PAGE_SIZE}
          total={data?.total ?? 0}
          onPage={(page) => update({ page })}
          phoneCards={{ rowLabel: (r) => `${r.orderNo} ${r.articleNo}` }}
        />
      </Flex>
      <DaifaOrderDrawer
        orderNo={openOrder}
        onClose={() => setOpenOrder(null)}
        onChanged={() => void mutate()}
      />
      <SameStyleModal
        goods={rerouting ? { goodsId: rerouting.goodsId ?? '', articleNo: rerouting.articleNo } : null}
        onClose={() => setRerouting(null)}
        onPick={(other) => {
          const row = rerouting!;
          setRerouting(null);
          void run([row], 'REROUTE', other);
        }}
      />
      <AddressDialog
        orderNo={addressing}
        onClose={() => setAddressing(null)}
        onDone={() => {
          setAddressing(null);
          void mutate();
        }}
      />
      <CourierDialog
        orderNo={recouriering}
        busy={busy}
        onClose={() => setRecouriering(null)}
        onPick={(courierCode) => {
          const row = rows.find((r) => r.orderNo === recouriering && r.lineNo === 0);
          if (!row) return;
          void run([row], 'CHANGE_COURIER', undefined, courierCode).then((ok) => ok && setRecouriering(null));
        }}
      />
    </Page>
  );
}
