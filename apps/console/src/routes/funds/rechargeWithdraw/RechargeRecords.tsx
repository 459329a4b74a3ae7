import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Table, Tag } from 'antd';
import { paymentMethod, stateLabel } from '@oms/api-client';
import { formatFen } from '@oms/ui';
import { useRechargePage } from '../../../api/funds.ts';
import { payPageUrl } from '../pay/payUrls.ts';
import { chinaTime } from '../fundsFormat.ts';
import { pagedTableProps } from '../pagedTable.ts';

const STATE = {
  WAITING: { label: '待支付', color: 'processing' },
  PAID: { label: '已到账', color: 'success' },
  CLOSED: { label: '已关闭', color: 'default' },
} as const;

/** 充值记录: every recharge with its state; one still waiting can be paid. */
export function RechargeRecords() {
  const [request, setRequest] = useState({ pageNum: 1, pageSize: 20 });
  const page = useRechargePage(request);
  return (
    <Table
      rowKey="payNo"
      scroll={{ x: 720 }}
      {...pagedTableProps(request, setRequest, page)}
      columns={[
        { title: '申请时间', dataIndex: 'createdAt', width: 170, render: chinaTime },
        { title: '支付单号', dataIndex: 'payNo', width: 190 },
        {
          title: '充值金额',
          dataIndex: 'amountFen',
          width: 120,
          align: 'right',
          render: (v: number) => formatFen(v),
        },
        {
          title: '支付方式',
          dataIndex: 'method',
          width: 90,
          render: (v: string | null) => (v ? stateLabel(paymentMethod, v) : '—'),
        },
        {
          title: '状态',
          dataIndex: 'state',
          width: 90,
          render: (v: keyof typeof STATE) => <Tag color={STATE[v].color}>{STATE[v].label}</Tag>,
        },
        {
          title: '到账时间',
          dataIndex: 'paidAt',
          width: 170,
          render: (v: string | null) => (v ? chinaTime(v) : '—'),
        },
        {
          title: '操作',
          width: 90,
          render: (_: unknown, row) =>
            row.state === 'WAITING' ? <Link to={payPageUrl(row.payNo)}>去支付</Link> : null,
        },
      ]}
    />
  );
}
