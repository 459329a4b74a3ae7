import { Descriptions, Drawer, Skeleton, Table, Typography } from 'antd';
import { billType, paymentItemType, stateLabel } from '@oms/api-client';
import { formatFen, useNarrowLayout } from '@oms/ui';
import { useBillDetail } from '../../../api/funds.ts';
import { EXPENSE_COLOR, INCOME_COLOR, chinaTime } from '../fundsFormat.ts';
import { payMethodLabel } from './billLabels.ts';

/** 资金去向: where this bill's money went (its entries), and every bill of the same document with the net. */
export function BillDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const narrow = useNarrowLayout();
  const detail = useBillDetail(id);
  const d = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title="资金去向"
      width={narrow ? '100%' : 560}
      destroyOnHidden
    >
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="流水号">{d.bill.serialNo}</Descriptions.Item>
            <Descriptions.Item label="时间">{chinaTime(d.bill.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="账单类型">{stateLabel(billType, d.bill.billType)}</Descriptions.Item>
            <Descriptions.Item label="关联单号">{d.bill.documentNo}</Descriptions.Item>
            <Descriptions.Item label="金额">
              {d.bill.direction === 'IN' ? '+' : '-'}
              {formatFen(d.bill.amountFen)}（{payMethodLabel(d.bill)}）
            </Descriptions.Item>
            <Descriptions.Item label="说明">{d.bill.memo || '—'}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            分录
          </Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey={(_, i) => String(i)}
            dataSource={d.entries}
            columns={[
              { title: '账户', dataIndex: 'accountLabel' },
              {
                title: '费用类型',
                dataIndex: 'itemType',
                render: (v: string | null) => (v ? stateLabel(paymentItemType, v) : '—'),
              },
              {
                title: '金额',
                dataIndex: 'fen',
                align: 'right',
                render: (v: number) => (
                  <span style={{ color: v > 0 ? INCOME_COLOR : EXPENSE_COLOR }}>
                    {v > 0 ? `+${formatFen(v)}` : formatFen(v)}
                  </span>
                ),
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            该单据的全部收支
          </Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={d.document.bills}
            columns={[
              { title: '时间', dataIndex: 'createdAt', render: chinaTime },
              { title: '类型', dataIndex: 'billType', render: (v: string) => stateLabel(billType, v) },
              {
                title: '金额',
                align: 'right',
                render: (_: unknown, b) =>
                  b.direction === 'IN' ? `+${formatFen(b.amountFen)}` : `-${formatFen(b.amountFen)}`,
              },
            ]}
          />
          <Typography.Paragraph strong style={{ textAlign: 'right', marginTop: 12 }} data-testid="bill-net">
            {d.document.netFen >= 0
              ? `这单一共花了 ${formatFen(d.document.netFen)}`
              : `这单一共收入 ${formatFen(-d.document.netFen)}`}
          </Typography.Paragraph>
        </>
      )}
    </Drawer>
  );
}
