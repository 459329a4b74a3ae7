// 缺货统计: the stalls (or 货号) the team found without goods, worst first; three times in 7 days is
// 频繁缺货 — time to look for the same goods at another stall.
import { useState } from 'react';
import { Segmented, Space, Switch, Table, Tag, Typography } from 'antd';
import { FREQUENT_LACK_TIMES, type OutStockRow } from '@oms/api-client';
import { ListState, Page } from '@oms/ui';
import { PurchaserOnly } from '../../app/guards/PurchaserOnly.tsx';
import { exportStatistics, useOutStock } from '../../api/statistics.ts';
import { StatToolbar } from './StatToolbar.tsx';
import { useStatRange } from './useStatRange.ts';

const PAGE_SIZE = 20;

export default function OutStockPage() {
  return (
    <PurchaserOnly title="缺货统计">
      <OutStock />
    </PurchaserOnly>
  );
}

function OutStock() {
  const { range, setRange, request } = useStatRange();
  const [by, setBy] = useState<'STALL' | 'ARTICLE'>('STALL');
  const [frequent, setFrequent] = useState(false);
  const [pageNum, setPageNum] = useState(1);
  const body = { ...request, by, ...(frequent ? { frequent } : {}) };
  const page = useOutStock({ ...body, pageNum, pageSize: PAGE_SIZE });
  const d = page.data;
  return (
    <Page title="缺货统计">
      <StatToolbar
        range={range}
        onRange={(v) => (setRange(v), setPageNum(1))}
        onExport={() =>
          exportStatistics('outStockExport', body, `缺货统计_${request.dayFrom}_${request.dayTo}.xlsx`)
        }
        refreshedAt={d?.refreshedAt}
      >
        <Segmented
          value={by}
          onChange={(v) => (setBy(v as 'STALL' | 'ARTICLE'), setPageNum(1))}
          options={[
            { value: 'STALL', label: '按档口' },
            { value: 'ARTICLE', label: '按货号' },
          ]}
        />
        <Space>
          <Switch
            aria-label="只看频繁缺货"
            checked={frequent}
            onChange={(v) => (setFrequent(v), setPageNum(1))}
          />
          只看频繁缺货
        </Space>
      </StatToolbar>
      {d && (
        <Typography.Paragraph>
          上报 {d.answered} 行，缺货 {d.lacked} 行（
          {d.answered ? ((d.lacked * 100) / d.answered).toFixed(1) : '0.0'}%），
          <Typography.Text type={d.frequent ? 'danger' : undefined} strong>
            频繁缺货 {d.frequent} 个
          </Typography.Text>
          （近7天缺货≥{FREQUENT_LACK_TIMES}次）
        </Typography.Paragraph>
      )}
      {page.error && (
        <ListState kind="error" message={page.error.message} onRetry={() => void page.mutate()} />
      )}
      <Table<OutStockRow>
        aria-label="缺货统计"
        rowKey="key"
        size="middle"
        loading={page.isLoading}
        dataSource={d?.list ?? []}
        scroll={{ x: 760 }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: d?.total ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 条`,
          onChange: setPageNum,
        }}
        columns={[
          {
            title: '档口',
            dataIndex: 'stall',
            render: (v: string, r) => (
              <>
                {v}
                {r.lacked7 >= FREQUENT_LACK_TIMES && (
                  <Tag color="red" style={{ marginLeft: 6 }}>
                    频繁缺货
                  </Tag>
                )}
              </>
            ),
          },
          ...(by === 'ARTICLE' ? [{ title: '货号', dataIndex: 'articleNo', width: 120 }] : []),
          { title: '上报行数', dataIndex: 'answered', align: 'right' as const, width: 100 },
          { title: '缺货行数', dataIndex: 'lacked', align: 'right' as const, width: 100 },
          {
            title: '缺货率',
            dataIndex: 'lackPermille',
            align: 'right' as const,
            width: 90,
            render: (v: number) => `${(v / 10).toFixed(1)}%`,
          },
          { title: '近7天缺货', dataIndex: 'lacked7', align: 'right' as const, width: 100 },
          { title: '最近缺货', dataIndex: 'lastLackDay', width: 120 },
        ]}
      />
    </Page>
  );
}
