import { Link, useSearchParams } from 'react-router-dom';
import { Card, Descriptions, Flex, Table, Typography } from 'antd';
import {
  afterSaleState,
  shopRefundKind,
  shopRefundStatus,
  platformRefundWords,
  salesChannel,
  platformOrderStatus,
  stateLabel,
  type ShopAfterSaleDetail,
} from '@oms/api-client';
import { formatDateTime, formatFen, ListState, Page, StatusTag, useNarrowLayout } from '@oms/ui';
import { useShopAfterSaleDetail } from '../../../api/afterSale.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { DAIFA_ORDER_DETAIL_PATH } from '../../order/daifaOrders/urls.ts';
import { AFTER_SALE_LIST_PATH, afterSaleDetailHref } from '../afterSaleList/afterSaleUrls.ts';
import { ConvertButton } from './ConvertButton.tsx';

const PENDING_LIST = `${AFTER_SALE_LIST_PATH}?tab=SHOP_PENDING`;

function RefundView({ r }: { r: ShopAfterSaleDetail }) {
  const narrow = useNarrowLayout();
  const words = platformRefundWords(r.platform, r.raw);
  const raw = Object.entries(r.raw).map(([field, value]) => ({
    field,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
  return (
    <Flex vertical gap={16}>
      <Card size="small" title="店铺售后">
        <Descriptions
          size="small"
          column={narrow ? 1 : 3}
          items={[
            { key: 'refundId', label: '退款单号', children: r.refundId },
            {
              key: 'shop',
              label: '店铺',
              children: `${stateLabel(salesChannel, r.platform)} · ${r.shopName}`,
            },
            {
              key: 'status',
              label: '平台退款状态',
              children: <StatusTag map={shopRefundStatus} code={r.status} />,
            },
            ...(words ? [{ key: 'words', label: '平台状态（原文）', children: words }] : []),
            ...(r.kind
              ? [
                  {
                    key: 'kind',
                    label: '售后类型',
                    children: `${stateLabel(shopRefundKind, r.kind)}${r.fast ? '（抖音极速退款：平台已先行退款给买家）' : ''}${
                      r.kind === 'EXCHANGE' && typeof r.raw.exchange_to === 'string'
                        ? `：换成 ${r.raw.exchange_to}`
                        : ''
                    }`,
                  },
                ]
              : []),
            {
              key: 'returnWaybill',
              label: '买家退货',
              children: r.returnWaybill
                ? `${r.returnWaybill.company} ${r.returnWaybill.waybillNo}`
                : r.kind === 'RETURN_GOODS' || r.kind === 'EXCHANGE'
                  ? '买家还未寄回'
                  : '—',
            },
            { key: 'tid', label: '平台订单号', children: r.tid },
            { key: 'oid', label: '子订单号', children: r.oid ?? '—' },
            { key: 'amount', label: '退款金额', children: formatFen(r.amountFen) },
            { key: 'reason', label: '退款原因', children: r.reason },
            { key: 'modified', label: '平台更新时间', children: formatDateTime(r.modifiedAt) },
            {
              key: 'goods',
              label: '商品',
              children: r.goods
                ? `${r.goods.title}（${r.goods.articleNo} ${r.goods.color}/${r.goods.size} ×${r.goods.qty}）`
                : '—',
            },
            ...(r.shopOrder
              ? [
                  {
                    key: 'order',
                    label: '店铺订单',
                    children: `${stateLabel(platformOrderStatus, r.shopOrder.status)} · 买家 ${r.shopOrder.buyerNick} · 实付 ${formatFen(r.shopOrder.paymentFen)}`,
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card size="small" title="代发售后">
        <Flex vertical gap={8}>
          <Typography.Text>
            代发订单：
            {r.daifaOrderNo ? (
              <Link to={`${DAIFA_ORDER_DETAIL_PATH}?orderNo=${r.daifaOrderNo}`}>{r.daifaOrderNo}</Link>
            ) : (
              '该商品未下单代发'
            )}
          </Typography.Text>
          {r.asNo ? (
            <Typography.Text>
              已转为代发售后：<Link to={afterSaleDetailHref(r.asNo)}>{r.asNo}</Link>
              {r.caseStatus ? `（${stateLabel(afterSaleState, r.caseStatus)}）` : ''}
            </Typography.Text>
          ) : (
            <ConvertButton row={r} />
          )}
        </Flex>
      </Card>
      <Card size="small" title="平台原始信息">
        <Table
          aria-label="平台原始信息"
          size="small"
          rowKey="field"
          pagination={false}
          dataSource={raw}
          columns={[
            { title: '字段', dataIndex: 'field', width: 180 },
            { title: '内容', dataIndex: 'value' },
          ]}
        />
      </Card>
    </Flex>
  );
}

/** 店铺售后详情 (?id=): a buyer's refund as the platform reports it, its order, and 转为代发售后. */
export default function ShopAfterSaleDetailPage() {
  const [params] = useSearchParams();
  const id = /^[1-9]\d{0,15}$/.test(params.get('id') ?? '') ? Number(params.get('id')) : null;
  const { data, error, isLoading, mutate } = useShopAfterSaleDetail(id);
  return (
    <Page
      title={data ? `店铺售后详情 ${data.refundId}` : '店铺售后详情'}
      extra={<ButtonLink to={PENDING_LIST}>店铺售后待转</ButtonLink>}
    >
      {id === null ? (
        <ListState kind="empty" title="请从售后订单的「店铺售后待转」打开一条店铺售后" />
      ) : error && !data ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <ListState kind="loading" />
      ) : (
        <RefundView r={data} />
      )}
    </Page>
  );
}
