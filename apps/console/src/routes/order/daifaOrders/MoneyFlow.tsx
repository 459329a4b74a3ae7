import { Table, Typography } from 'antd';
import { billType, paymentMethod, stateLabel, type DaifaOrderDetail } from '@oms/api-client';
import { formatDateTime, formatFen, SignedFen } from '@oms/ui';

type Flow = DaifaOrderDetail['moneyFlow'][number];

/**
 * 资金流向: every fen moved for the order — paid, 补款, refunded, taken for freight — with the net the
 * order cost (the same sources reconcile checks the order's own figures against).
 */
export function MoneyFlow({ flow }: { flow: DaifaOrderDetail['moneyFlow'] }) {
  const net = flow.reduce((sum, f) => sum + f.fen, 0);
  return (
    <div>
      <Typography.Title level={5}>资金流向</Typography.Title>
      <Table<Flow>
        aria-label="资金流向"
        size="small"
        pagination={false}
        rowKey={(f, i) => `${f.at}:${f.billType}:${i}`}
        dataSource={flow}
        scroll={{ x: 560 }}
        locale={{ emptyText: '还没有资金往来（订单未付款）' }}
        columns={[
          { title: '时间', key: 'at', width: 150, render: (_, f) => formatDateTime(f.at) },
          { title: '类型', key: 'type', width: 100, render: (_, f) => stateLabel(billType, f.billType) },
          {
            title: '金额',
            key: 'fen',
            width: 110,
            align: 'right',
            render: (_, f) => <SignedFen fen={Math.abs(f.fen)} direction={f.fen >= 0 ? 'IN' : 'OUT'} />,
          },
          {
            title: '方式',
            key: 'method',
            width: 80,
            render: (_, f) => (f.method ? stateLabel(paymentMethod, f.method) : '—'),
          },
          {
            title: '说明',
            key: 'memo',
            render: (_, f) => (
              <>
                {f.memo}
                {f.reference && <Typography.Text type="secondary"> {f.reference}</Typography.Text>}
              </>
            ),
          },
        ]}
        summary={() =>
          flow.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                合计
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <Typography.Text strong data-testid="money-flow-net">
                  {net <= 0 ? `实付 ${formatFen(-net)}` : `退回 ${formatFen(net)}`}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} colSpan={2} />
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
