import { useRef, useState } from 'react';
import { Button, Flex, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  offlineReturnReason,
  returnItemState,
  stateLabel,
  type OfflineReturnReason,
  type ReturnCandidate,
  type ReturnItemRow,
  type ReturnLabels,
  type ReturnScan,
} from '@oms/api-client';
import {
  createRequestKey,
  formatFen,
  Page,
  ScanInput,
  StatusTag,
  useFeedback,
  type ScanInputHandle,
} from '@oms/ui';
import {
  registerReturn,
  returnLabels,
  scanReturn,
  undoReturns,
  useReturnPage,
} from '../../../api/returns.ts';
import { PurchaserOnly } from '../../../app/guards/PurchaserOnly.tsx';
import { ReturnLabelsPrint } from '../returns/ReturnLabelsPrint.tsx';

const reasonOptions = Object.entries(offlineReturnReason).map(([value, e]) => ({ value, label: e.label }));

/** A piece scanned by its 取货码 is one piece; a parcel scanned by order or waybill holds all that may go back. */
const firstQty = (scan: ReturnScan, c: ReturnCandidate) =>
  c.overdue ? 0 : scan.kind === 'TAKE_CODE' ? Math.min(1, c.returnableQty) : c.returnableQty;

/**
 * 退货登记 at the bench: scan a 取货码, an order or its waybill (a beep says found or not), set how many
 * pieces and why, 入库 — the 退货标签 and 退货入库标签 print as one job, and the goods wait on their
 * market's shelf for the walk back. 本次登记 lists today's with 撤销 and 重打.
 */
function Registration() {
  const scanBox = useRef<ScanInputHandle>(null);
  const { toast } = useFeedback();
  const [scan, setScan] = useState<ReturnScan | null>(null);
  const [qty, setQty] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<OfflineReturnReason>('QUALITY');
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [printing, setPrinting] = useState<ReturnLabels | null>(null);
  const key = useRef(createRequestKey());
  const today = useReturnPage({ tab: 'ALL', mineToday: true, pageSize: 100 });

  const onScan = async (code: string) => {
    const answer = await scanReturn(code);
    if (answer.errorCode !== 0) {
      toast.error(answer.errorMsg);
      return false;
    }
    const found = answer.data!;
    key.current = createRequestKey();
    setScan(found);
    setQty(Object.fromEntries(found.candidates.map((c) => [c.taskId, firstQty(found, c)])));
    return true;
  };

  const lines = scan ? scan.candidates.filter((c) => (qty[c.taskId] ?? 0) > 0) : [];
  const submit = async () => {
    if (!lines.length) return;
    setBusy(true);
    try {
      const answer = await registerReturn(
        {
          lines: lines.map((c) => ({ taskId: c.taskId, qty: qty[c.taskId]!, reason })),
          ...(remark.trim() ? { remark: remark.trim() } : {}),
        },
        key.current,
      );
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success(`已入库 ${answer.data!.items.length} 条，入库单号 ${answer.data!.storageNo}`);
      setScan(null);
      setRemark('');
      key.current = createRequestKey();
      setPrinting(answer.data);
    } finally {
      setBusy(false);
    }
  };

  const candidateColumns: ColumnsType<ReturnCandidate> = [
    {
      title: '档口',
      key: 'stall',
      render: (_, c) => (
        <Flex vertical>
          <span>{c.stall}</span>
          <Typography.Text type="secondary">{c.shelf}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: '货号 / 颜色尺码',
      key: 'goods',
      render: (_, c) => `${c.articleNo} ${c.color}/${c.size}`,
    },
    { title: '拿货价', key: 'price', render: (_, c) => formatFen(c.priceFen) },
    {
      title: '已拿 / 已退',
      key: 'took',
      render: (_, c) => `${c.tookQty} / ${c.returnedQty}`,
    },
    {
      title: '退货期限',
      key: 'deadline',
      render: (_, c) =>
        c.noReturn ? (
          <Typography.Text type="danger">不退货</Typography.Text>
        ) : c.deadline ? (
          <Typography.Text type={c.overdue ? 'danger' : undefined}>
            {c.overdue ? '已过期 ' : ''}
            {c.deadline}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: '退货数量',
      key: 'qty',
      render: (_, c) => (
        <InputNumber
          aria-label={`退货数量 ${c.articleNo} ${c.color}/${c.size}`}
          min={0}
          max={c.returnableQty}
          precision={0}
          disabled={c.overdue || c.returnableQty === 0}
          value={qty[c.taskId] ?? 0}
          onChange={(v) => setQty((q) => ({ ...q, [c.taskId]: Number(v ?? 0) }))}
        />
      ),
    },
  ];

  const todayColumns: ColumnsType<ReturnItemRow> = [
    { title: '退货码', dataIndex: 'returnNo' },
    { title: '入库单号', key: 'storage', render: (_, r) => `${r.storageNo} · ${r.shelf}` },
    { title: '商品', key: 'goods', render: (_, r) => `${r.articleNo} ${r.color}/${r.size} × ${r.qty}` },
    { title: '原因', key: 'reason', render: (_, r) => stateLabel(offlineReturnReason, r.reason) },
    {
      title: '状态',
      key: 'state',
      render: (_, r) => <StatusTag map={returnItemState} code={r.state} />,
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, r) => (
        <Space size={4}>
          <Button
            size="small"
            type="link"
            onClick={async () => {
              const answer = await returnLabels([r.id]);
              if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
              setPrinting(answer.data);
            }}
          >
            重打
          </Button>
          {r.state === 'WAITING_ASSIGNED' && (
            <Button
              size="small"
              type="link"
              danger
              onClick={async () => {
                const answer = await undoReturns([r.id]);
                if (answer.errorCode !== 0) toast.error(answer.errorMsg);
                else toast.success(`已撤销 ${r.returnNo}`);
              }}
            >
              撤销
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Page title="退货登记">
      <Flex vertical gap={16}>
        <ScanInput
          ref={scanBox}
          label="扫描取货码、订单号或运单号"
          placeholder="扫描或输入取货码 / 订单号 / 运单号，回车查询"
          onScan={onScan}
        />
        {scan && (
          <Flex vertical gap={12} role="region" aria-label="扫描结果">
            <Typography.Text>
              {scan.code}：{scan.candidates.length} 行已拿商品
            </Typography.Text>
            <Table<ReturnCandidate>
              size="small"
              rowKey="taskId"
              pagination={false}
              columns={candidateColumns}
              dataSource={scan.candidates}
              scroll={{ x: 760 }}
            />
            <Flex gap={12} wrap align="center">
              <Select
                aria-label="退货原因"
                style={{ width: 140 }}
                value={reason}
                options={reasonOptions}
                onChange={(v) => setReason(v)}
              />
              <Input
                aria-label="备注"
                placeholder="备注（选填）"
                maxLength={100}
                style={{ width: 240 }}
                value={remark}
                onChange={(e) => setRemark(e.target.value)}
              />
              <Button type="primary" loading={busy} disabled={!lines.length} onClick={() => void submit()}>
                入库并打印（{lines.reduce((n, c) => n + (qty[c.taskId] ?? 0), 0)} 件）
              </Button>
              <Button onClick={() => setScan(null)}>清空</Button>
            </Flex>
          </Flex>
        )}
        <Typography.Title level={5} style={{ margin: 0 }}>
          本次登记（今天 {today.data?.total ?? 0} 条）
        </Typography.Title>
        <Table<ReturnItemRow>
          aria-label="本次登记"
          size="small"
          rowKey="id"
          pagination={false}
          loading={today.isLoading && !today.data}
          columns={todayColumns}
          dataSource={today.data?.list ?? []}
          locale={{ emptyText: '今天还没有登记退货' }}
          scroll={{ x: 760 }}
        />
      </Flex>
      <ReturnLabelsPrint
        answer={printing}
        onClose={() => {
          setPrinting(null);
          scanBox.current?.ready();
        }}
      />
    </Page>
  );
}

export default function ReturnRegistrationPage() {
  return (
    <PurchaserOnly title="退货登记">
      <Registration />
    </PurchaserOnly>
  );
}
