import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Flex, Pagination, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { InterceptHit, InterceptRule } from '@oms/api-client';
import { formatDateTime, ListState, SmallTable } from '@oms/ui';
import { useInterceptHits } from '../../../api/intercept.ts';

const PAGE_SIZE = 20;
const orderHref = (tid: string) => `/order/orderList?sf=tid&q=${encodeURIComponent(tid)}`;

const columns: ColumnsType<InterceptHit> = [
  { title: '时间', key: 'at', width: 165, render: (_, h) => formatDateTime(h.at) },
  {
    title: '订单',
    key: 'tid',
    width: 220,
    render: (_, h) => (
      <Flex vertical>
        <Link to={orderHref(h.tid)}>{h.tid}</Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {h.shopName}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: '规则',
    key: 'rule',
    width: 170,
    render: (_, h) => (
      <span>
        {h.ruleName}
        {h.ruleId === null && <Typography.Text type="secondary">（已删除）</Typography.Text>}
      </span>
    ),
  },
  { title: '命中原因', key: 'reason', render: (_, h) => h.reason },
  {
    title: '执行',
    key: 'actions',
    width: 220,
    render: (_, h) => (
      <Flex vertical gap={2}>
        <span>{h.actions}</span>
        {h.source === 'APPLY' && (
          <span>
            <Tag>应用到待发货订单</Tag>
          </span>
        )}
      </Flex>
    ),
  },
];

/** 命中记录: every order a rule hit, newest first, of one rule or all; each opens its order in 同步订单. */
export function InterceptHits({ rules }: { rules: InterceptRule[] }) {
  const [ruleId, setRuleId] = useState<number | undefined>(undefined);
  const [pageNum, setPageNum] = useState(1);
  const { data, error, isLoading, mutate } = useInterceptHits({
    pageNum,
    pageSize: PAGE_SIZE,
    ...(ruleId ? { ruleId } : {}),
  });
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text>规则</Typography.Text>
        <Select<number>
          aria-label="按规则筛选"
          style={{ width: 220 }}
          value={ruleId ?? 0}
          options={[{ value: 0, label: '全部规则' }, ...rules.map((r) => ({ value: r.id, label: r.name }))]}
          onChange={(id) => {
            setRuleId(id === 0 ? undefined : id);
            setPageNum(1);
          }}
        />
      </Flex>
      {error && !data ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : (
        <>
          <SmallTable<InterceptHit>
            aria-label="命中记录"
            rows={data?.list ?? []}
            rowKey="id"
            columns={columns}
            titleKey="tid"
            rowLabel={(h) => h.tid}
            loading={isLoading}
            empty="还没有订单命中拦截规则"
          />
          {(data?.total ?? 0) > PAGE_SIZE && (
            <Pagination
              align="end"
              size="small"
              current={pageNum}
              pageSize={PAGE_SIZE}
              total={data!.total}
              showSizeChanger={false}
              showTotal={(total) => `共 ${total} 条`}
              onChange={setPageNum}
            />
          )}
        </>
      )}
    </Flex>
  );
}
