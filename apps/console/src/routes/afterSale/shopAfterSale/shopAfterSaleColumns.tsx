import { Link } from 'react-router-dom';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  shopRefundKind,
  shopRefundStatus,
  salesChannel,
  stateLabel,
  type ShopAfterSaleRow,
} from '@oms/api-client';
import { formatDateTime, formatFen, StatusTag } from '@oms/ui';
import { DAIFA_ORDER_DETAIL_PATH } from '../../order/daifaOrders/urls.ts';
import { ConvertButton } from './ConvertButton.tsx';

export const SHOP_AFTER_SALE_DETAIL_PATH = '/order/thirdOrderDetail';
export const shopAfterSaleHref = (id: number) => `${SHOP_AFTER_SALE_DETAIL_PATH}?id=${id}`;

/** 店铺售后待转's columns: the platform's refund, the goods, the dropship order it went out on. */
export const shopAfterSaleColumns: ColumnsType<ShopAfterSaleRow> = [
  {
    title: '退款单号 / 店铺',
    key: 'refundId',
    width: 200,
    render: (_, r) => (
      <Flex vertical>
        <Link to={shopAfterSaleHref(r.id)} aria-label={`店铺售后 ${r.refundId}`}>
          {r.refundId}
        </Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {stateLabel(salesChannel, r.platform)} · {r.shopName}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: '商品',
    key: 'goods',
    render: (_, r) =>
      r.goods ? (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: r.goods.title }} style={{ maxWidth: 240 }}>
            {r.goods.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.goods.articleNo} {r.goods.color}/{r.goods.size} ×{r.goods.qty}
          </Typography.Text>
        </Flex>
      ) : (
        <Typography.Text type="secondary">订单 {r.tid}</Typography.Text>
      ),
  },
  {
    title: '平台退款',
    key: 'status',
    width: 180,
    render: (_, r) => (
      <Flex vertical>
        <Flex gap={4} align="center">
          <StatusTag map={shopRefundStatus} code={r.status} appearance="dot" />
          {r.fast && (
            <Tag color="volcano" style={{ marginInlineEnd: 0 }}>
              极速退款
            </Tag>
          )}
        </Flex>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 160 }}>
          {r.kind ? `${stateLabel(shopRefundKind, r.kind)} · ` : ''}
          {r.reason}
        </Typography.Text>
        {r.returnWaybill && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            买家已退货 {r.returnWaybill.company} {r.returnWaybill.waybillNo}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  { title: '退款金额', key: 'fen', width: 100, align: 'right', render: (_, r) => formatFen(r.amountFen) },
  {
    title: '代发订单',
    key: 'daifa',
    width: 160,
    render: (_, r) =>
      r.daifaOrderNo ? (
        <Link to={`${DAIFA_ORDER_DETAIL_PATH}?orderNo=${r.daifaOrderNo}`}>{r.daifaOrderNo}</Link>
      ) : (
        <Typography.Text type="secondary">未下单代发</Typography.Text>
      ),
  },
  { title: '平台更新', key: 'modifiedAt', width: 165, render: (_, r) => formatDateTime(r.modifiedAt) },
  { title: '操作', key: 'actions', width: 160, fixed: 'right', render: (_, r) => <ConvertButton row={r} /> },
];
