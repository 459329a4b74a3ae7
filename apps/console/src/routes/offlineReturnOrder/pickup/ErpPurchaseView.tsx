import { useEffect, useMemo, useState } from 'react';
import { Button, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  erpPurchaseStatus,
  pickupLineState,
  stateLabel,
  type ErpTakeRow,
  type ErpTakeTab,
} from '@oms/api-client';
import { formatDateTime, formatFen, SelectionBar, StatusTabs } from '@oms/ui';
import { assignTakeSupplier, useErpTakePage } from '../../../api/erp.ts';
import { usePickupArea } from '../../../api/pickup.ts';
import { PagedTable } from '../../../list/PagedTable.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { AssignStallDialog, type StallChoice } from '../../../components/AssignStallDialog.tsx';

const PAGE_SIZE = 50;
const TAB_LABEL: Record<ErpTakeTab, string> = {
  NO_SUPPLIER: '未指定供应商',
  ON_BOARD: '已生成任务',
  ALL: '全部',
};

/**
 * ERP采购单 on the board: the ERP's 采购单 lines. An open 采购单's line goes on the board once its stall
 * is known; those whose goods have none wait here first, to be given one (指定供应商).
 */
export function ErpPurchaseView({
  tab,
  keyword,
  page,
  onChange,
}: {
  tab: ErpTakeTab;
  keyword: string;
  page: number;
  onChange: (patch: { erpTab?: ErpTakeTab; page?: number }) => void;
}) {
  const request = useMemo(
    () => ({ tab, ...(keyword ? { keyword } : {}), pageNum: page, pageSize: PAGE_SIZE }),
    [tab, keyword, page],
  );
  const { data, error, isLoading, isValidating, mutate } = useErpTakePage(request, true);
  const [picked, setPicked] = useState<number[]>([]);
  // ticks are of the rows in sight: another page, tab or search starts afresh
  useEffect(() => setPicked([]), [tab, keyword, page]);
  const [assigning, setAssigning] = useState(false);
  const area = usePickupArea(undefined, assigning);
  const stalls = useMemo<StallChoice[]>(
    () =>
      (area.data?.markets ?? []).flatMap((m) =>
        m.floors.flatMap((f) =>
          f.stalls.map((s) => ({ id: s.id, label: `${m.name} ${f.name}${s.stallNo} ${s.name}` })),
        ),
      ),
    [area.data],
  );
  const columns: ColumnsType<ErpTakeRow> = [
    {
      title: '采购单',
      key: 'purchase',
      width: 170,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{r.purchaseNo}</span>
          <Typography.Text type="secondary">
            {stateLabel(erpPurchaseStatus, r.purchaseStatus)} · {formatDateTime(r.createdAt)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '商品',
      key: 'goods',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{r.title || r.articleNo}</span>
          <Typography.Text type="secondary">
            货号 {r.articleNo} · {r.color}/{r.size}
          </Typography.Text>
        </Space>
      ),
    },
    { title: '数量', key: 'qty', width: 70, align: 'right', render: (_, r) => r.qty },
    { title: '采购价', key: 'price', width: 100, align: 'right', render: (_, r) => formatFen(r.priceFen) },
    { title: 'ERP供应商', key: 'erpSupplier', width: 170, render: (_, r) => r.erpSupplier ?? '—' },
    {
      title: '拿货档口',
      key: 'supplier',
      width: 220,
      render: (_, r) => r.supplier ?? <Typography.Text type="warning">未指定</Typography.Text>,
    },
    {
      title: '拿货任务',
      key: 'task',
      width: 170,
      render: (_, r) =>
        r.takeCode ? (
          <Space direction="vertical" size={0}>
            <ButtonLink
              type="link"
              size="small"
              style={{ padding: 0 }}
              aria-label={`看拿货任务 ${r.takeCode}`}
              to={`/offlineReturnOrder/pickup?view=LINES&tab=ALL&q=${r.takeCode}`}
            >
              {r.takeCode}
            </ButtonLink>
            {r.lineState && (
              <Typography.Text type="secondary">{stateLabel(pickupLineState, r.lineState)}</Typography.Text>
            )}
          </Space>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <StatusTabs
        items={(['NO_SUPPLIER', 'ON_BOARD', 'ALL'] as const).map((key) => ({
          key,
          label: TAB_LABEL[key],
          count: data ? data.counts[key] : null,
        }))}
        activeKey={tab}
        onChange={(key) => onChange({ erpTab: key as ErpTakeTab })}
        loading={isValidating}
      />
      {/* ids only: the 采购单 lines ticked on this page */}
      <SelectionBar
        selectedCount={picked.length}
        total={picked.length}
        allMatching={false}
        onSelectAllMatching={() => undefined}
        onClear={() => setPicked([])}
        actions={
          <Button size="small" type="primary" onClick={() => setAssigning(true)}>
            指定供应商
          </Button>
        }
      />
      <PagedTable<ErpTakeRow>
        aria-label="ERP采购单"
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        error={error}
        onRetry={() => void mutate()}
        loading={isLoading && !data}
        page={page}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        onPage={(p) => onChange({ page: p })}
        rowSelection={{
          selectedRowKeys: picked,
          onChange: (keys) => setPicked(keys.map(Number)),
          getCheckboxProps: (r) => ({
            disabled: r.takeCode !== null,
            'aria-label': `选择 ${r.purchaseNo} ${r.articleNo}`,
          }),
        }}
        locale={{ emptyText: tab === 'NO_SUPPLIER' ? '没有等待指定供应商的采购单' : '没有符合条件的采购单' }}
        scroll={{ x: 1200 }}
        phoneCards={{ rowLabel: (r) => `${r.purchaseNo} ${r.articleNo}` }}
      />
      <AssignStallDialog
        open={assigning}
        count={picked.length}
        stalls={stalls}
        loading={area.isLoading}
        withRemember
        onAssign={({ supplierId, remember }) => assignTakeSupplier({ ids: picked, supplierId, remember })}
        onClose={(assigned) => {
          setAssigning(false);
          if (assigned) setPicked([]);
        }}
      />
    </Flex>
  );
}
