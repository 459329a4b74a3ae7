import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  AFTER_SALE_CHIP_LABELS,
  AFTER_SALE_CHIPS,
  afterSaleState,
  afterSaleType,
  interceptState,
  returnLogisticsOf,
  reviewState,
  isReshipType,
  stateLabel,
  type AfterSaleRow,
  type ShopAfterSaleRow,
} from '@oms/api-client';
import { formatDateTime, formatFen, Page, StatusTag, useNarrowLayout } from '@oms/ui';
import {
  exportAfterSalesNow,
  startAfterSaleExport,
  useAfterSalePage,
  useShopAfterSalePage,
} from '../../../api/afterSale.ts';
import { ListExport } from '../../../list/ListExport.tsx';
import { useActiveAutoSaleTag } from '../../../api/autoAfterSale.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { ListSearch } from '../../../list/PagedTable.tsx';
import { KeysetTabList } from '../../../list/KeysetTabList.tsx';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { DAIFA_ORDER_DETAIL_PATH } from '../../order/daifaOrders/urls.ts';
import { CaseActions } from '../shared/CaseActions.tsx';
import { AfterSaleLabelButton } from '../shared/LabelPrint.tsx';
import { awaitingParcel, courierName, waybillCountdown } from '../shared/returnProgress.ts';
import { BulkJobDialog } from '../../../list/BulkJobDialog.tsx';
import { AfterSaleBulkCancel } from './AfterSaleBulkCancel.tsx';
import {
  AFTER_SALE_PAGE_TABS,
  AFTER_SALE_TAB_LABELS,
  afterSaleDetailHref,
  afterSalePageRequestOf,
  afterSaleUrl,
  shopPendingRequestOf,
  type AfterSalePageTab,
} from './afterSaleUrls.ts';
import { shopAfterSaleColumns } from '../shopAfterSale/shopAfterSaleColumns.tsx';

const columns: ColumnsType<AfterSaleRow> = [
  {
    title: '售后单号 / 代发订单号',
    key: 'asNo',
    width: 170,
    render: (_, r) => (
      <Flex vertical>
        <Link to={afterSaleDetailHref(r.asNo)}>{r.asNo}</Link>
        <Link
          to={`${DAIFA_ORDER_DETAIL_PATH}?orderNo=${r.orderNo}`}
          style={{ fontSize: 12 }}
          aria-label={`代发订单 ${r.orderNo}`}
        >
          {r.orderNo}
        </Link>
      </Flex>
    ),
  },
  {
    title: '售后类型',
    key: 'type',
    width: 120,
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
    // where the goods are on their way back, the deadline to give a waybill, or why it is a 问题件
    title: '处理进度',
    key: 'return',
    width: 170,
    render: (_, r) => <ReturnProgress row={r} />,
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
    render: (_, r) => (
      <Flex vertical>
        {/* 换货 and 维修 ask no money back: only a 协商退款 would bring any */}
        <span>
          {(isReshipType(r.type) || r.type === 'ELSE_REISSUE') && !r.refundedFen
            ? '不退款'
            : formatFen(r.refundedFen > 0 ? r.refundedFen : r.appliedFen)}
        </span>
        {r.refundedFen > 0 && r.refundedFen !== r.appliedFen && !isReshipType(r.type) && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            申请 {formatFen(r.appliedFen)}
          </Typography.Text>
        )}
        {r.feeFen > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            服务费 −{formatFen(r.feeFen)}
          </Typography.Text>
        )}
      </Flex>
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
    width: 120,
    fixed: 'right',
    render: (_, r) => (
      <Flex vertical gap={6} align="start">
        <Link to={afterSaleDetailHref(r.asNo)} aria-label={`查看售后单 ${r.asNo}`}>
          查看
        </Link>
        <CaseActions kase={r} />
        {r.returnState !== null && <AfterSaleLabelButton asNo={r.asNo} />}
      </Flex>
    ),
  },
];

/** A case the warehouse was asked about (拦截, 核实): where it stands, the parcel sent, why it stopped. */
function AskedProgress({ tag, sent, why }: { tag: ReactNode; sent: string | null; why: string | null }) {
  return (
    <Flex vertical gap={2}>
      {tag}
      {sent && (
        <Typography.Text type="success" style={{ fontSize: 12 }}>
          {sent}
        </Typography.Text>
      )}
      {why && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {why}
        </Typography.Text>
      )}
    </Flex>
  );
}

function ReturnProgress({ row: r }: { row: AfterSaleRow }) {
  if (r.reviewState)
    return (
      <AskedProgress
        tag={<StatusTag map={reviewState} code={r.reviewState} appearance="dot" />}
        sent={r.reshipWaybillNo ? `已补寄 ${courierName(r.reshipCourier)} ${r.reshipWaybillNo}` : null}
        why={r.problemReason?.replace(/^核实未通过：/, '') ?? null}
      />
    );
  if (r.interceptState)
    return (
      <AskedProgress
        tag={<StatusTag map={interceptState} code={r.interceptState} appearance="dot" />}
        sent={null}
        why={r.interceptState === 'FAILED' ? (r.problemReason?.replace(/^拦截失败：/, '') ?? null) : null}
      />
    );
  if (!r.returnState) return <Typography.Text type="secondary">无需退货</Typography.Text>;
  const countdown = waybillCountdown(r.waybillDueAt);
  // closed before the parcel came: its logistics stopped where they were, which is not 待签收 any more
  const closed = r.status === 'CLOSE';
  return (
    <Flex vertical gap={2}>
      {closed ? (
        <Typography.Text type="secondary">
          {r.returnWaybillNo ? '已撤销，不再寄回' : '未寄回，已关闭'}
        </Typography.Text>
      ) : (
        <StatusTag map={returnLogisticsOf(r.type)} code={r.returnState} appearance="dot" />
      )}
      {r.returnWaybillNo ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {courierName(r.returnCourier)} {r.returnWaybillNo}
        </Typography.Text>
      ) : (
        countdown &&
        !closed && (
          <Typography.Text type="warning" style={{ fontSize: 12 }}>
            待填退货单号 · {countdown}
          </Typography.Text>
        )
      )}
      {r.reshipWaybillNo && (
        <Typography.Text type="success" style={{ fontSize: 12 }}>
          已寄出 {courierName(r.reshipCourier)} {r.reshipWaybillNo}
        </Typography.Text>
      )}
      {r.problemReason && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {r.problemReason}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * 售后订单 (/afterSale/afterSaleList): every after-sale case of the account, newest first, by status tab
 * with its count; search by 售后单号, 代发订单号 or 货号. A case opens 售后订单详情; 申请售后 starts from
 * an order on 代发订单. 店铺售后待转: the buyers' refunds on the shops whose goods went out as dropship
 * orders and have no case yet, each 转为代发售后 in a click.
 */
export default function AfterSaleListPage() {
  const { state, update } = useListUrlState(afterSaleUrl);
  const request = useMemo(() => afterSalePageRequestOf(state), [state]);
  const shopRequest = useMemo(() => shopPendingRequestOf(state), [state]);
  const cases = useAfterSalePage(request);
  const autoTag = useActiveAutoSaleTag();
  const shopCases = useShopAfterSalePage(shopRequest);
  // one tab bar over both lists: each list's counts with the other's beside them
  const tabs = { ...cases.data?.tabs, SHOP_PENDING: shopCases.data?.tabs.PENDING ?? 0 };
  const query = { ...cases, data: cases.data && { ...cases.data, tabs } };
  const shopQuery = { ...shopCases, data: shopCases.data && { ...shopCases.data, tabs } };
  const empty = state.q
    ? '没有找到匹配的售后单'
    : state.tab === 'ALL'
      ? '还没有售后单。在代发订单中点「申请售后」发起'
      : state.tab === 'SHOP_PENDING'
        ? '没有待转的店铺售后：买家在店铺申请退款后，代发过的商品会出现在这里'
        : `没有${AFTER_SALE_TAB_LABELS[state.tab]}的售后单`;
  const shared = {
    tabs: AFTER_SALE_PAGE_TABS,
    tabLabels: AFTER_SALE_TAB_LABELS,
    state,
    update,
    empty,
    onTabChange: () => {
      update({ chip: '' });
      setPicked([]);
    },
  };
  // 批量撤销 where returns wait for the parcel: only those can be ticked
  const [picked, setPicked] = useState<number[]>([]);
  const [bulkJobId, setBulkJobId] = useState<number | null>(null);
  const narrow = useNarrowLayout();
  const ticking = state.tab === 'ALL' || state.tab === 'GOODS_RETURNING';
  const rowSelection =
    ticking && !narrow
      ? {
          selectedRowKeys: picked,
          onChange: (keys: React.Key[]) => setPicked(keys.map(Number)),
          getCheckboxProps: (r: AfterSaleRow) => ({
            disabled: !awaitingParcel(r),
            'aria-label': `选择售后单 ${r.asNo}`,
          }),
        }
      : undefined;

  return (
    <Page
      title="售后订单"
      extra={
        <Flex gap={8} align="center" wrap>
          {autoTag.data?.active && (
            <Tag color="success" title="买家在店铺申请退款后，按自动售后设置自动转为代发售后">
              自动售后已开启
            </Tag>
          )}
          {state.tab !== 'SHOP_PENDING' && (
            <ListExport
              listKey="afterSales"
              fileTitle="售后订单"
              noun="个售后单"
              selection={{
                mode: 'filter' as const,
                filter: {
                  tab: request.tab,
                  ...(request.chip ? { chip: request.chip } : {}),
                  ...(request.keyword ? { keyword: request.keyword } : {}),
                },
              }}
              count={
                cases.data ? (request.chip ? (cases.data.chips[request.chip] ?? 0) : cases.data.total) : null
              }
              exportNow={exportAfterSalesNow}
              startExport={startAfterSaleExport}
            />
          )}
          <ButtonLink to="/afterSale/quickQuery">售后快速查询</ButtonLink>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <ListSearch
          label="搜索售后单"
          placeholder={
            state.tab === 'SHOP_PENDING'
              ? '退款单号、平台订单号或货号'
              : '售后单号、代发订单号、平台订单号、运单号或货号'
          }
          value={state.q}
          onSearch={(q) => update({ q })}
        />
        {state.tab === 'SHOP_PENDING' ? (
          <KeysetTabList<ShopAfterSaleRow, AfterSalePageTab>
            {...shared}
            label="店铺售后"
            query={shopQuery}
            columns={shopAfterSaleColumns}
            rowKey="id"
            titleKey="refundId"
            rowLabel={(r) => `店铺售后 ${r.refundId}`}
            scrollX={1150}
            toolbar={
              shopCases.data && shopCases.data.leaked.count > 0 ? (
                <Alert
                  type="error"
                  showIcon
                  title={`漏转售后：${shopCases.data.leaked.count} 笔店铺已退款给买家，代发还没有售后，涉及货款 ${formatFen(shopCases.data.leaked.fen)}`}
                  description="店铺已把钱退给买家，但档口的货款还没追回：请尽快转为代发售后（签收后15天内可申请退货退款）。"
                />
              ) : null
            }
          />
        ) : (
          <KeysetTabList<AfterSaleRow, AfterSalePageTab>
            {...shared}
            label="售后单"
            query={query}
            columns={columns}
            rowKey="id"
            titleKey="asNo"
            rowLabel={(r) => `售后单 ${r.asNo}`}
            scrollX={1150}
            rowSelection={rowSelection}
            toolbar={
              ticking && (
                <Flex gap={12} wrap align="center" justify="space-between">
                  <Flex gap={8} wrap role="group" aria-label="退货进度筛选">
                    {AFTER_SALE_CHIPS.map((chip) => (
                      <Tag.CheckableTag
                        key={chip}
                        checked={state.chip === chip}
                        onChange={(on) => update({ chip: on ? chip : '' })}
                      >
                        {AFTER_SALE_CHIP_LABELS[chip]}
                        {cases.data ? `(${cases.data.chips[chip] ?? 0})` : ''}
                      </Tag.CheckableTag>
                    ))}
                  </Flex>
                  {!narrow && <AfterSaleBulkCancel picked={picked} onStarted={setBulkJobId} />}
                </Flex>
              )
            }
          />
        )}
      </Flex>
      <BulkJobDialog
        jobId={bulkJobId}
        labelTitle="售后单号"
        onClose={() => setBulkJobId(null)}
        onFinished={() => {
          setPicked([]);
          void cases.mutate();
        }}
      />
    </Page>
  );
}
