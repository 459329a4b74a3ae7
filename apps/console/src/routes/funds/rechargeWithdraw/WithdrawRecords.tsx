import { useState } from 'react';
import { Table, Tag, Typography } from 'antd';
import { ConfirmButton, formatFen, useFeedback } from '@oms/ui';
import { cancelWithdraw, refreshFunds, useWithdrawPage } from '../../../api/funds.ts';
import { chinaTime } from '../fundsFormat.ts';
import { pagedTableProps } from '../pagedTable.ts';

export const WITHDRAW_STATE = {
  REVIEWING: { label: '待审核', color: 'processing' },
  PAYING: { label: '打款中', color: 'blue' },
  PAID: { label: '已到账', color: 'success' },
  FAILED: { label: '打款失败', color: 'error' },
  REJECTED: { label: '已驳回', color: 'warning' },
  CANCELED: { label: '已撤销', color: 'default' },
} as const;

/** How a withdrawal ended, after its time in 说明 (a canceled one read “…完成”). */
const ENDED = {
  PAID: '已到账',
  CANCELED: '已撤销，金额已退回余额',
  REJECTED: '已驳回，金额已退回余额',
  FAILED: '打款失败，金额已退回余额',
} as const;

/** 提现记录 with 撤销 while 待审核. */
export function WithdrawRecords() {
  const { toast } = useFeedback();
  const [request, setRequest] = useState({ pageNum: 1, pageSize: 20 });
  const page = useWithdrawPage(request);
  const cancel = async (no: string) => {
    const res = await cancelWithdraw(no);
    if (res.errorCode !== 0) return void toast.error(res.errorMsg);
    toast.success('已撤销，冻结金额已退回余额');
    void refreshFunds();
  };
  return (
    <Table
      rowKey="withdrawNo"
      scroll={{ x: 900 }}
      {...pagedTableProps(request, setRequest, page)}
      columns={[
        { title: '申请时间', dataIndex: 'createdAt', width: 170, render: chinaTime },
        { title: '提现单号', dataIndex: 'withdrawNo', width: 190 },
        {
          title: '金额',
          dataIndex: 'amountFen',
          width: 120,
          align: 'right',
          render: (v: number) => formatFen(v),
        },
        { title: '到账账号', dataIndex: 'alipayAccount', width: 140 },
        {
          title: '状态',
          dataIndex: 'state',
          width: 100,
          render: (v: keyof typeof WITHDRAW_STATE) => (
            <Tag color={WITHDRAW_STATE[v].color}>{WITHDRAW_STATE[v].label}</Tag>
          ),
        },
        {
          title: '说明',
          render: (_: unknown, row) =>
            row.reason ? (
              <Typography.Text type="danger">{row.reason}</Typography.Text>
            ) : row.state === 'REVIEWING' ? (
              row.autoApproveAt ? (
                `${chinaTime(row.autoApproveAt).slice(11, 16)} 自动审核`
              ) : (
                '等待平台审核'
              )
            ) : row.finishedAt ? (
              `${chinaTime(row.finishedAt)} ${ENDED[row.state as keyof typeof ENDED] ?? '完成'}`
            ) : (
              '—'
            ),
        },
        {
          title: '操作',
          width: 80,
          render: (_: unknown, row) =>
            row.state === 'REVIEWING' ? (
              <ConfirmButton
                title="确定撤销这笔提现？"
                okText="撤销"
                cancelText="取消"
                onConfirm={() => void cancel(row.withdrawNo)}
                type="link"
                size="small"
                style={{ padding: 0 }}
              >
                撤销
              </ConfirmButton>
            ) : null,
        },
      ]}
    />
  );
}
