import { Button, Card, Space, Typography } from 'antd';
import { billType, stateLabel, type BillPage } from '@oms/api-client';
import { SignedFen } from '@oms/ui';
import { chinaTime } from '../fundsFormat.ts';
import { balanceCell, payMethodLabel } from './billLabels.ts';

type Bill = BillPage['rows'][number];

/** 我的余额's bills on a phone: one card each — what, how much, when, the balance after — no sideways scroll. */
export function BillCards({ rows, onOpen }: { rows: Bill[]; onOpen: (id: number) => void }) {
  if (!rows.length) return <Typography.Text type="secondary">暂无账单</Typography.Text>;
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} role="list" aria-label="账单">
      {rows.map((b) => (
        <Card key={b.id} size="small" role="listitem" styles={{ body: { padding: 12 } }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <Typography.Text strong>{stateLabel(billType, b.billType)}</Typography.Text>
            <SignedFen fen={b.amountFen} direction={b.direction} />
          </div>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginTop: 4 }}>
            <Typography.Text type="secondary">{chinaTime(b.createdAt)}</Typography.Text>
            <Typography.Text type="secondary">余额 {balanceCell(b)}</Typography.Text>
          </div>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0' }}>
            {payMethodLabel(b)} · {b.documentNo} · {b.memo}
          </Typography.Paragraph>
          <BillFlowLink bill={b} onOpen={onOpen} />
        </Card>
      ))}
    </Space>
  );
}

/** 资金去向 of one bill, in the table and on a card alike. */
export function BillFlowLink({
  bill,
  onOpen,
}: {
  bill: Pick<Bill, 'id' | 'serialNo'>;
  onOpen: (id: number) => void;
}) {
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      onClick={() => onOpen(bill.id)}
      aria-label={`资金去向 ${bill.serialNo}`}
    >
      资金去向
    </Button>
  );
}
