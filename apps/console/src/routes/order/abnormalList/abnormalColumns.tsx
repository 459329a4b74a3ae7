import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AbnormalRow } from '@oms/api-client';
import { formatFen } from '@oms/ui';
import { defaultText } from './defaultText.ts';

const time = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }).replace(/\//g, '-');

/** 异常订单's columns; the actions column comes from the page (it needs its handlers). */
export function abnormalColumns(openOrder: (orderNo: string) => void, now: number): ColumnsType<AbnormalRow> {
  return [
    {
      title: '订单',
      key: 'order',
      width: 190,
      render: (_, r) => (
        <div>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openOrder(r.orderNo)}>
            {r.orderNo}
          </Button>
          <div>
            <Typography.Text type="secondary">收件人 {r.receiverName}</Typography.Text>
          </div>
        </div>
      ),
    },
    {
      title: '商品',
      key: 'goods',
      render: (_, r) => (
        <div style={{ minWidth: 180 }}>
          <Typography.Text strong>{r.articleNo}</Typography.Text>{' '}
          <Typography.Text type="secondary">{r.stall}</Typography.Text>
          <div>
            {r.color} / {r.size} × {r.qty}
            {r.tookQty > 0 && <Typography.Text type="secondary">（已拿 {r.tookQty}）</Typography.Text>} ·{' '}
            {formatFen(r.priceFen)}
          </div>
        </div>
      ),
    },
    {
      title: '档口回复',
      key: 'words',
      render: (_, r) => (
        <div style={{ minWidth: 160 }}>
          <Typography.Text type={r.kind === 'HOLD' ? 'secondary' : 'danger'}>{r.stallWords}</Typography.Text>
          {r.exchange && (
            <div>
              <Typography.Text type="secondary">
                {r.exchange.stall} · {formatFen(r.exchange.priceFen)}
              </Typography.Text>
            </div>
          )}
          {r.replenish && (
            <div>
              <Typography.Text type="warning">
                待补款 {formatFen(r.replenish.amountFen)}，{time(r.replenish.deadlineAt)} 前
              </Typography.Text>
            </div>
          )}
        </div>
      ),
    },
    { title: '回复时间', key: 'at', width: 170, render: (_, r) => time(r.exceptionAt) },
    {
      title: '未处理将',
      key: 'default',
      width: 170,
      render: (_, r) => (
        <Typography.Text type="secondary">{defaultText(r.defaultAt, r.defaultAction, now)}</Typography.Text>
      ),
    },
  ];
}
