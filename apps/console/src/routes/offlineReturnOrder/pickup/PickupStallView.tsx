import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { assignmentState, stateLabel, type PickupRow, type PickupStallGroup } from '@oms/api-client';
import { CellLines, ListState, formatFen } from '@oms/ui';

const keyOf = (g: PickupStallGroup) => String(g.supplierId ?? 'none');

/** How many of a stall's lines are in each state: 拿货中 2 · 已拿货 3. */
function stateSummary(lines: readonly PickupRow[]) {
  const n = new Map<string, number>();
  for (const l of lines) n.set(l.state, (n.get(l.state) ?? 0) + 1);
  return [...n.entries()]
    .map(([state, count]) => `${stateLabel(assignmentState, state)} ${count}`)
    .join(' · ');
}

/**
 * 按档口: the page's stalls in walking order, a row each (its lines, pieces, who holds it, where its lines
 * stand), opened to show the lines. Ticking a stall ticks all its lines for the bulk actions above.
 */
export function PickupStallView({
  groups,
  loading,
  error,
  onRetry,
  page,
  pageSize,
  total,
  onPage,
  picked,
  onPick,
}: {
  groups: readonly PickupStallGroup[];
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  picked: number[];
  onPick: (ids: number[]) => void;
}) {
  if (error && !groups.length) return <ListState kind="error" message={error.message} onRetry={onRetry} />;
  const chosen = groups
    .filter((g) => g.lines.length && g.lines.every((l) => picked.includes(l.id)))
    .map(keyOf);
  const columns: ColumnsType<PickupStallGroup> = [
    {
      title: '档口',
      key: 'stall',
      render: (_, g) => (
        <CellLines
          main={g.market ? `${g.market} ${g.floor} ${g.stallNo}` : '未归类档口'}
          sub={`${g.stallName || g.stall}${g.phone ? ` · ${g.phone}` : ''}`}
        />
      ),
    },
    { title: '行 / 件', key: 'lines', width: 100, render: (_, g) => `${g.lines.length} / ${g.pieces}` },
    { title: '已拿件', dataIndex: 'tookPieces', width: 80, align: 'right' },
    {
      title: '参考货款',
      dataIndex: 'refFen',
      width: 110,
      align: 'right',
      render: (v: number) => formatFen(v),
    },
    {
      title: '拿货员',
      dataIndex: 'pickers',
      width: 140,
      render: (names: string[]) =>
        names.length ? names.join('、') : <Typography.Text type="secondary">未指派</Typography.Text>,
    },
    { title: '进度', key: 'states', width: 220, render: (_, g) => stateSummary(g.lines) },
  ];
  return (
    <Table<PickupStallGroup>
      aria-label="按档口"
      rowKey={keyOf}
      size="small"
      loading={loading}
      dataSource={[...groups]}
      columns={columns}
      scroll={{ x: 900 }}
      locale={{ emptyText: '这一天没有符合条件的拿货任务' }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: false,
        showTotal: (n) => `共 ${n} 个档口`,
        onChange: onPage,
      }}
      rowSelection={{
        selectedRowKeys: chosen,
        onChange: (keys) => {
          const on = new Set(keys.map(String));
          const rest = picked.filter((id) => !groups.some((g) => g.lines.some((l) => l.id === id)));
          onPick([
            ...rest,
            ...groups.filter((g) => on.has(keyOf(g))).flatMap((g) => g.lines.map((l) => l.id)),
          ]);
        },
        getCheckboxProps: (g) => ({ 'aria-label': `选择档口 ${g.stallNo || g.stall || '未归类'}` }),
      }}
      expandable={{
        expandedRowRender: (g) => (
          <Table<PickupRow>
            aria-label={`${g.stallNo || '未归类'} 的拿货任务`}
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={g.lines}
            columns={[
              { title: '货号', dataIndex: 'articleNo', width: 120 },
              { title: '颜色/尺码', key: 'spec', width: 120, render: (_, l) => `${l.color}/${l.size}` },
              { title: '数量/已拿', key: 'qty', width: 90, render: (_, l) => `${l.qty} / ${l.tookQty}` },
              {
                title: '状态',
                dataIndex: 'state',
                width: 90,
                render: (v: string) => <Tag>{stateLabel(assignmentState, v)}</Tag>,
              },
              { title: '拿货员', dataIndex: 'pickerName', width: 90 },
              { title: '取货码', dataIndex: 'takeCode', width: 140 },
              { title: '订单', dataIndex: 'orderNo' },
            ]}
          />
        ),
      }}
    />
  );
}
