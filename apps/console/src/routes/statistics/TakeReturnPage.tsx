// 拿退货统计: the team's days — pieces and money taken, 缺货, pieces walked back and refunded — as a trend
// and a table, and each person's share.
import { Card, Col, Row, Statistic, Table } from 'antd';
import type { TakeReturnStatistics } from '@oms/api-client';
import { AmountCard, ListState, Page, formatFen } from '@oms/ui';
import { PurchaserOnly } from '../../app/guards/PurchaserOnly.tsx';
import { exportStatistics, useTakeReturn } from '../../api/statistics.ts';
import { LazyTrendChart } from '../../charts/LazyTrendChart.tsx';
import { StatToolbar } from './StatToolbar.tsx';
import { useStatRange } from './useStatRange.ts';

type Day = TakeReturnStatistics['days'][number];
type Person = TakeReturnStatistics['staff'][number];

export default function TakeReturnPage() {
  return (
    <PurchaserOnly title="拿退货统计">
      <TakeReturn />
    </PurchaserOnly>
  );
}

function TakeReturn() {
  const { range, setRange, request } = useStatRange();
  const stats = useTakeReturn(request);
  const days = stats.data?.days ?? [];
  const sum = (pick: (d: Day) => number) => days.reduce((s, d) => s + pick(d), 0);
  return (
    <Page title="拿退货统计">
      <StatToolbar
        range={range}
        onRange={setRange}
        onExport={() =>
          exportStatistics('takeReturnExport', request, `拿退货统计_${request.dayFrom}_${request.dayTo}.xlsx`)
        }
        refreshedAt={stats.data?.refreshedAt}
      />
      {stats.error && (
        <ListState kind="error" message={stats.error.message} onRetry={() => void stats.mutate()} />
      )}
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <CountCard title="拿货件数" count={sum((d) => d.tookPieces)} testId="took-pieces" />
        </Col>
        <Col xs={12} md={6}>
          <AmountCard title="拿货金额" fen={sum((d) => d.tookFen)} />
        </Col>
        <Col xs={12} md={6}>
          <CountCard title="退货件数" count={sum((d) => d.returnedPieces)} testId="returned-pieces" />
        </Col>
        <Col xs={12} md={6}>
          <AmountCard title="退货退款" fen={sum((d) => d.refundFen)} tone="income" />
        </Col>
      </Row>
      <Card size="small" title="每日拿退货" style={{ marginBottom: 16 }}>
        <LazyTrendChart
          label="每日拿货件数、退货件数、缺货行数"
          days={days.map((d) => d.day)}
          series={[
            { name: '拿货件数', kind: 'bar', values: days.map((d) => d.tookPieces) },
            { name: '退货件数', kind: 'line', values: days.map((d) => d.returnedPieces) },
            { name: '缺货行数', kind: 'line', values: days.map((d) => d.lackLines) },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card size="small" title="按人员">
            <Table<Person>
              aria-label="按人员"
              rowKey="staffId"
              size="small"
              pagination={false}
              dataSource={stats.data?.staff ?? []}
              columns={[
                { title: '人员', dataIndex: 'name' },
                { title: '上报', dataIndex: 'lines', align: 'right' },
                { title: '拿货件数', dataIndex: 'tookPieces', align: 'right' },
                { title: '缺货', dataIndex: 'lackLines', align: 'right' },
                { title: '退货件数', dataIndex: 'returnedPieces', align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title="按日">
            <Table<Day>
              aria-label="按日"
              rowKey="day"
              size="small"
              loading={stats.isLoading}
              dataSource={[...days].reverse()}
              pagination={{ pageSize: 10, showSizeChanger: false }}
              scroll={{ x: 560 }}
              columns={[
                { title: '日期', dataIndex: 'day', width: 110 },
                { title: '上报', dataIndex: 'lines', align: 'right' },
                { title: '拿货件数', dataIndex: 'tookPieces', align: 'right' },
                {
                  title: '拿货金额',
                  dataIndex: 'tookFen',
                  align: 'right',
                  render: (v: number) => formatFen(v),
                },
                { title: '缺货', dataIndex: 'lackLines', align: 'right' },
                { title: '退货件数', dataIndex: 'returnedPieces', align: 'right' },
                {
                  title: '退款',
                  dataIndex: 'refundFen',
                  align: 'right',
                  render: (v: number) => formatFen(v),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Page>
  );
}

/** A count beside the amount cards, in their look. */
function CountCard({ title, count, testId }: { title: string; count: number; testId: string }) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic
        title={title}
        value={count}
        valueStyle={{ fontSize: 22 }}
        formatter={(v) => <span data-testid={testId}>{v}</span>}
      />
    </Card>
  );
}
