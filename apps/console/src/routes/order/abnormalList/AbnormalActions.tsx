import { Button, Space } from 'antd';
import { daifaResolution, stateLabel, type AbnormalRow, type Resolution } from '@oms/api-client';

/** The resolutions open to one line, each a button; 换档口 opens 找同款 first. */
export function AbnormalActions({
  row,
  busy,
  onResolve,
  onReroute,
  onRelease,
}: {
  row: AbnormalRow;
  busy: boolean;
  onResolve: (row: AbnormalRow, action: Resolution) => void;
  onReroute: (row: AbnormalRow) => void;
  onRelease: (row: AbnormalRow) => void;
}) {
  if (row.kind === 'HOLD')
    return (
      <Button size="small" type="link" disabled={busy} onClick={() => onRelease(row)}>
        恢复
      </Button>
    );
  return (
    <Space size={0} wrap>
      {row.actions.map((action) => (
        <Button
          key={action}
          size="small"
          type="link"
          danger={action === 'REFUND' || action === 'REJECT_EXCHANGE'}
          disabled={busy}
          aria-label={`${stateLabel(daifaResolution, action)} ${row.orderNo} 第${row.lineNo}款`}
          onClick={() => (action === 'REROUTE' ? onReroute(row) : onResolve(row, action))}
        >
          {row.replenish && action === 'REFUND' ? '放弃补款' : stateLabel(daifaResolution, action)}
        </Button>
      ))}
    </Space>
  );
}
