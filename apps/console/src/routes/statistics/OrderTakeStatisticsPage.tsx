// 店铺拿退统计: the account's dropship lines by shop — pieces ordered, taken, 缺货, asked back — and the
// daily trend; read from a rollup refreshed every 10 minutes (its time is shown).
import { Card, Table } from 'antd';
import type { ShopTakeStatistics } from '@oms/api-client';
import { ListState, Page, formatFen } from '@oms/ui';
import { exportStatistics, useShopTake } from '../../api/statistics.ts';
import { LazyTrendChart } from '../../charts/LazyTrendChart.tsx';
import { StatToolbar } from './StatToolbar.tsx';
import { useStatRange } from './useStatRange.ts';

type Row = ShopTakeStatistics['rows'][number];
const rate = (part: number, whole: number) => (whole ? `${((part * 100) / whole).toFixed(1)}%` : '—');

export default function OrderTakeStatisticsPage() {
  const { range, setRange, request } = useStatRange();
  const stats = useShopTake(request);
  const s = stats.data;
  return (
    <Page title="店铺拿退统计">
      <StatToolbar
        range={range}
        onRange={setRange}
        onExport={() =>
          exportStatistics('shopTakeExport', request, `店铺拿退统计_${request.dayFrom}_${request.dayTo}.xlsx`)
        }
        refreshedAt={s?.refreshedAt}
      />
      {stats.error && (
        <ListState kind="error" message={stats.error.message} onRetry={() => void stats.mutate()} />
      )}
      <Card size="small" title="每日件数" style={{ marginBottom: 16 }}>
        <LazyTrendChart
          label="每日下单、已拿、缺货件数"
          days={(s?.days ?? []).map((d) => d.day)}
          series={[
            { name: '下单件数', kind: 'bar', values: (s?.days ?? []).map((d) => d.pieces) },
            { name: '已拿件数', kind: 'line', values: (s?.days ?? []).map((d) => d.tookPieces) },
            { name: '缺货件数', kind: 'line', values: (s?.days ?? []).map((d) => d.lackPieces) },
          ]}
        />
      </Card>
      <Table<Row>
        aria-label="店铺拿退统计"
        rowKey="shopId"
        size="middle"
        loading={stats.isLoading}
        dataSource={s?.rows ?? []}
        pagination={false}
        scroll={{ x: 820 }}
        columns={[
          { title: '店铺', dataIndex: 'shopName' },
          { title: '订单数', dataIndex: 'orders', align: 'right', width: 90 },
          { title: '件数', dataIndex: 'pieces', align: 'right', width: 90 },
          {
            title: '已拿（拿货率）',
            dataIndex: 'tookPieces',
            align: 'right',
            width: 130,
            render: (v: number, r) => `${v}（${rate(v, r.pieces)}）`,
          },
          {
            title: '缺货（缺货率）',
            dataIndex: 'lackPieces',
            align: 'right',
            width: 130,
            render: (v: number, r) => `${v}（${rate(v, r.pieces)}）`,
          },
          { title: '售后件数', dataIndex: 'afterSalePieces', align: 'right', width: 100 },
          {
            title: '货款',
            dataIndex: 'goodsFen',
            align: 'right',
            width: 120,
            render: (v: number) => formatFen(v),
          },
        ]}
      />
    </Page>
  );
}
