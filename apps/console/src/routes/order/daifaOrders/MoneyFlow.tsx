import { Card, Space, Table, Typography } from 'antd';
import { billType, paymentMethod, stateLabel, type DaifaOrderDetail } from '@oms/api-client';
import { formatDateTime, formatFen, SignedFen, useNarrowLayout } from '@oms/ui';

type Flow = DaifaOrderDetail['moneyFlow'][number];

/**
 * 资金流向: every fen moved for the order — paid, 补款, refunded, taken for freight — with the net the
 * order cost (the same sources reconcile checks the order's own figures against).
 */
export function MoneyFlow({ flow }: { flow: DaifaOrderDetail['moneyFlow'] }) {
  const net = flow.reduce((sum, f) => sum + f.fen, 0);
  const narrow = useNarrowLayout();
  const netText = net <= 0 ? `实付 ${formatFen(-net)}` : `退回 ${formatFen(net)}`;
  if (narrow) {
    // on a phone a card each, as the list pages do: the 560-px table scrolled sideways in the drawer
    return (
      <div>
        <Typography.Title level={5}>资金流向</Typography.Title>
        {flow.length === 0 ? (
          <Typography.Text type="secondary">还没有资金往来（订单未付款）</Typography.Text>
        ) : (
          <Space direction="vertical" size={8} style={{ width: '100%' }}>
            <Space direction="vertical" size={8} style={{ width: '100%' }} role="list" aria-label="资金流向">
              {flow.map((f, i) => (
                <Card
                  key={`${f.at}:${f.billType}:${i}`}
                  size="small"
                  role="listitem"
                  styles={{ body: { padding: 12 } }}
                >
                  <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                    <Typography.Text strong>{stateLabel(billType, f.billType)}</Typography.Text>
                    <SignedFen fen={Math.abs(f.fen)} direction={f.fen >= 0 ? 'IN' : 'OUT'} />
                  </div>
                  <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
                    {formatDateTime(f.at)}
                    {f.method ? ` · ${stateLabel(paymentMethod, f.method)}` : ''}
                  </Typography.Text>
                  <Typography.Paragraph
                    type="secondary"
                    style={{ margin: '4px 0 0', overflowWrap: 'anywhere' }}
                  >
                    {f.memo}
                    {f.reference && ` ${f.reference}`}
                  </Typography.Paragraph>
                </Card>
              ))}
            </Space>
            <div style={{ display: 'flex', justifyContent: 'space-between' }}>
              <span>合计</span>
              <Typography.Text strong data-testid="money-flow-net">
                {netText}
              </Typography.Text>
            </div>
          </Space>
        )}
      </div>
    );
  }
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
                  {netText}
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
