import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  AFTER_SALE_TABS,
  afterSaleState,
  afterSaleType,
  stateLabel,
  type AfterSaleRow,
} from '@oms/api-client';
import {
  formatDateTime,
  formatFen,
  ListPager,
  ListState,
  Page,
  RowCards,
  StatusTabs,
  StatusTag,
  useNarrowLayout,
} from '@oms/ui';
import { useAfterSalePage } from '../../../api/afterSale.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { ListSearch } from '../../../list/PagedTable.tsx';
import { cursorPaging } from '../../../list/cursorPaging.ts';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { DAIFA_ORDER_DETAIL_PATH } from '../../order/daifaOrders/urls.ts';
import {
  AFTER_SALE_TAB_LABELS,
  afterSaleDetailHref,
  afterSalePageRequestOf,
  afterSaleUrl,
} from './afterSaleUrls.ts';

const columns: ColumnsType<AfterSaleRow> = [
  {
    title: '售后单号',
    key: 'asNo',
    width: 170,
    render: (_, r) => <Link to={afterSaleDetailHref(r.asNo)}>{r.asNo}</Link>,
  },
  {
    title: '代发订单号',
    key: 'orderNo',
    width: 170,
    render: (_, r) => <Link to={`${DAIFA_ORDER_DETAIL_PATH}?orderNo=${r.orderNo}`}>{r.orderNo}</Link>,
  },
  {
    title: '售后类型',
    key: 'type',
    width: 130,
    render: (_, r) => (
      <Flex vertical>
        <span>{stateLabel(afterSaleType, r.type)}</span>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 120 }}>
          {r.reason}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: '状态',
    key: 'status',
    width: 90,
    render: (_, r) => <StatusTag map={afterSaleState} code={r.status} appearance="dot" />,
  },
  {
    title: '商品',
    key: 'goods',
    render: (_, r) => (
      <Flex vertical>
        {r.goods.map((g) => (
          <span key={g}>{g}</span>
        ))}
      </Flex>
    ),
  },
  {
    // what came back once complete (and what was asked when it differs); what is asked before
    title: '退款金额',
    key: 'fen',
    width: 120,
    align: 'right',
    render: (_, r) =>
      r.status === 'COMPLETE' && r.refundedFen !== r.appliedFen ? (
        <Flex vertical>
          <span>{formatFen(r.refundedFen)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            申请 {formatFen(r.appliedFen)}
          </Typography.Text>
        </Flex>
      ) : (
        formatFen(r.status === 'COMPLETE' ? r.refundedFen : r.appliedFen)
      ),
  },
  {
    title: '申请时间',
    key: 'createdAt',
    width: 165,
    render: (_, r) => (
      <Flex vertical>
        <span>{formatDateTime(r.createdAt)}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {r.source === 'AUTO' ? '自动售后' : r.operatorName}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: '操作',
    key: 'actions',
    width: 70,
    fixed: 'right',
    render: (_, r) => (
      <Link to={afterSaleDetailHref(r.asNo)} aria-label={`查看售后单 ${r.asNo}`}>
        查看
      </Link>
    ),
  },
];

/**
 * 售后订单 (/afterSale/afterSaleList): every after-sale case of the account, newest first, by status tab
 * with its count; search by 售后单号, 代发订单号 or 货号. A case opens 售后订单详情; 申请售后 starts from
 * an order on 代发订单.
 */
export default function AfterSaleListPage() {
  const { state, update } = useListUrlState(afterSaleUrl);
  const request = useMemo(() => afterSalePageRequestOf(state), [state]);
  const { data, error, isLoading, isValidating, mutate } = useAfterSalePage(request);
  const narrow = useNarrowLayout();
  const rows = data?.rows ?? [];
  const empty = state.q
    ? '没有找到匹配的售后单'
    : state.tab === 'ALL'
      ? '还没有售后单。在代发订单中点「申请售后」发起'
      : `没有${AFTER_SALE_TAB_LABELS[state.tab]}的售后单`;

  const list =
    error && !data ? (
      <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
    ) : narrow ? (
      <RowCards<AfterSaleRow>
        aria-label="售后单"
        rows={rows}
        rowKey="id"
        columns={columns}
        titleKey="asNo"
        rowLabel={(r) => `售后单 ${r.asNo}`}
        loading={isLoading}
        empty={empty}
      />
    ) : (
      <Table<AfterSaleRow>
        aria-label="售后单"
        rowKey="id"
        size="middle"
        loading={isLoading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 1100 }}
        locale={{ emptyText: empty }}
      />
    );

  return (
    <Page title="售后订单" extra={<ButtonLink to="/afterSale/quickQuery">售后快速查询</ButtonLink>}>
      <Flex vertical gap={12}>
        <ListSearch
          label="搜索售后单"
          placeholder="售后单号、代发订单号或货号"
          value={state.q}
          onSearch={(q) => update({ q })}
        />
        <StatusTabs
          activeKey={state.tab}
          onChange={(tab) => update({ tab: tab as typeof state.tab })}
          loading={!data}
          items={AFTER_SALE_TABS.map((key) => ({
            key,
            label: AFTER_SALE_TAB_LABELS[key],
            count: data ? (data.tabs[key] ?? 0) : null,
          }))}
        >
          <Flex vertical gap={12}>
            {list}
            <ListPager
              {...cursorPaging(state.page, Number(state.size), data, update)}
              loading={isValidating}
              onPageSizeChange={(size) => update({ size: String(size) as typeof state.size })}
            />
          </Flex>
        </StatusTabs>
      </Flex>
    </Page>
  );
}
