import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { daifaCollectState, stateLabel, type CollectRecord } from '@oms/api-client';
import { formatDateTime, Page, StatusTabs, StatusTag, useFeedback } from '@oms/ui';
import { deleteCollect, useCollectPage } from '../../../api/collect.ts';
import { ListSearch, PagedTable } from '../../../list/PagedTable.tsx';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { COLLECT_RECORD_TABS, collectRecordUrl } from './collectRecordUrls.ts';

const PAGE_SIZE = 20;

/**
 * 报单记录 (/order/orderCollectRecord): every order reported by hand with what became of it — its DF
 * order, 草稿, 待核价 or why it failed; 编辑 and 删除 while not placed, 再次报单 copies it into 手动报单.
 */
export default function OrderCollectRecordPage() {
  const { state, update } = useListUrlState(collectRecordUrl);
  const request = useMemo(
    () => ({
      ...(state.state === 'ALL' ? {} : { state: state.state as CollectRecord['state'] }),
      ...(state.q ? { keyword: state.q } : {}),
      pageNum: state.page,
      pageSize: PAGE_SIZE,
    }),
    [state.state, state.q, state.page],
  );
  const { data, error, isLoading, isValidating, mutate } = useCollectPage(request);
  const { toast, confirm } = useFeedback();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<number | null>(null);

  const remove = async (record: CollectRecord) => {
    if (
      !(await confirm({ title: '删除报单', content: '删除后不能恢复，确定删除这条报单吗？', danger: true }))
    )
      return;
    setBusy(record.id);
    try {
      const answer = await deleteCollect(record.id);
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success('已删除');
      void mutate();
    } finally {
      setBusy(null);
    }
  };

  const columns: ColumnsType<CollectRecord> = [
    {
      title: '报单时间',
      key: 'time',
      width: 150,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{formatDateTime(r.submittedAt ?? r.createdAt)}</span>
          <Typography.Text type="secondary">#{r.id}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '收件人',
      key: 'receiver',
      width: 200,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>
            {r.receiver.name || '—'} {r.receiver.phone}
          </span>
          <Typography.Text type="secondary">{r.receiver.region || '未选择省市区'}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '商品',
      key: 'lines',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          {r.lines.map((l, i) => (
            <span key={i}>
              {[l.stall, l.articleNo].filter(Boolean).join(' ') || '—'}{' '}
              <Typography.Text type="secondary">
                {[l.color, l.size].filter(Boolean).join('/')} ×{l.qty ?? '?'}
              </Typography.Text>
            </span>
          ))}
        </Space>
      ),
    },
    {
      title: '结果',
      key: 'result',
      width: 260,
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <StatusTag map={daifaCollectState} code={r.state} appearance="dot" />
          {r.orderNo && (
            <Link to={`/order/daifaOrderList/daifaOrederListDetail?orderNo=${r.orderNo}`}>{r.orderNo}</Link>
          )}
          {r.reason && (
            <Typography.Text type={r.state === 'FAILED' ? 'danger' : 'secondary'}>{r.reason}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, r) => (
        <Space size={0} wrap>
          {r.state !== 'PLACED' && (
            <Button type="link" size="small" onClick={() => navigate(`/order/orderCollect?edit=${r.id}`)}>
              编辑
            </Button>
          )}
          <Button type="link" size="small" onClick={() => navigate(`/order/orderCollect?again=${r.id}`)}>
            再次报单
          </Button>
          {r.state !== 'PLACED' && (
            <Button type="link" size="small" danger loading={busy === r.id} onClick={() => void remove(r)}>
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Page
      title="报单记录"
      extra={
        <Button type="primary" onClick={() => navigate('/order/orderCollect')}>
          手动报单
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <StatusTabs
          items={COLLECT_RECORD_TABS.map((key) => ({
            key,
            label: key === 'ALL' ? '全部' : stateLabel(daifaCollectState, key),
            count: data
              ? key === 'ALL'
                ? Object.values(data.counts).reduce((a, b) => a + b, 0)
                : data.counts[key]
              : null,
          }))}
          activeKey={state.state}
          onChange={(tab) => update({ state: tab as (typeof COLLECT_RECORD_TABS)[number] })}
          loading={isValidating}
        />
        <ListSearch
          label="搜索报单"
          placeholder="货号、档口、收件人或代发单号"
          value={state.q}
          onSearch={(q) => update({ q })}
        />
        <PagedTable<CollectRecord>
          aria-label="报单记录"
          rowKey="id"
          error={error}
          onRetry={() => void mutate()}
          loading={isLoading && !data}
          columns={columns}
          dataSource={data?.items ?? []}
          scroll={{ x: 980 }}
          phoneCards={{ rowLabel: (r) => `报单 #${r.id}` }}
          locale={{ emptyText: state.q ? '没有找到匹配的报单' : '还没有报单记录' }}
          page={state.page}
          pageSize={PAGE_SIZE}
          total={data?.total ?? 0}
          onPage={(page) => update({ page })}
        />
      </Flex>
    </Page>
  );
}
