import { Descriptions, Drawer, Table, Tag, Typography } from 'antd';
import { pickupBillPaidBy, pickupBillState, stateLabel, supplierSettleMode } from '@oms/api-client';
import { formatFen, ListState, StatusTag } from '@oms/ui';
import { useBillDetail } from '../../../api/settlements.ts';
import { chinaTime } from '../fundsFormat.ts';

/** A bill's lines as they stood at 日结: each taken answer, each refund the stall accepted (below 0). */
export function BillDetailDrawer({ billNo, onClose }: { billNo: string | null; onClose: () => void }) {
  const detail = useBillDetail(billNo);
  const bill = detail.data?.bill;
  return (
    <Drawer open={!!billNo} onClose={onClose} width={760} title={`账单明细 ${billNo ?? ''}`} destroyOnHidden>
      {detail.error && (
        <ListState kind="error" message={detail.error.message} onRetry={() => void detail.mutate()} />
      )}
      {bill && (
        <>
          <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="档口">
              {bill.market} {bill.floor} {bill.stallNo} {bill.stallName}
            </Descriptions.Item>
            <Descriptions.Item label="拿货日期">{bill.day}</Descriptions.Item>
            <Descriptions.Item label="结算方式">
              {stateLabel(supplierSettleMode, bill.settleMode)}
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              <StatusTag map={pickupBillState} code={bill.state} />
              {bill.paidBy && <Tag>{stateLabel(pickupBillPaidBy, bill.paidBy)}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="拿货金额">{formatFen(bill.goodsFen)}</Descriptions.Item>
            <Descriptions.Item label="退货退款">{formatFen(bill.refundFen)}</Descriptions.Item>
            <Descriptions.Item label="应付">
              <Typography.Text strong>{formatFen(bill.amountFen)}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="确认">
              {bill.confirmedAt ? `${bill.confirmedName} ${chinaTime(bill.confirmedAt)}` : '—'}
            </Descriptions.Item>
            {bill.disputeReason && (
              <Descriptions.Item label="争议原因" span={2}>
                {bill.disputeReason}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Table
            rowKey={(l) => `${l.kind}-${l.code}`}
            size="small"
            pagination={false}
            dataSource={detail.data?.lines ?? []}
            scroll={{ x: 700 }}
            columns={[
              {
                title: '类型',
                dataIndex: 'kind',
                width: 70,
                render: (k: string) => (k === 'TAKE' ? <Tag>拿货</Tag> : <Tag color="green">退货退款</Tag>),
              },
              { title: '取货码/退货码', dataIndex: 'code', width: 140 },
              { title: '订单号', dataIndex: 'orderNo', width: 150 },
              {
                title: '商品',
                dataIndex: 'articleNo',
                render: (v: string, l) => `${v} ${l.color}/${l.size}`,
              },
              { title: '数量', dataIndex: 'qty', width: 56, align: 'right' },
              {
                title: '单价',
                dataIndex: 'priceFen',
                width: 80,
                align: 'right',
                render: (v: number) => formatFen(v),
              },
              {
                title: '金额',
                dataIndex: 'amountFen',
                width: 90,
                align: 'right',
                render: (v: number) => formatFen(v),
              },
              { title: '经手人', dataIndex: 'staffName', width: 80 },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
