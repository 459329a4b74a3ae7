import { Button, Space } from 'antd';
import { daifaResolution, stateLabel, type AbnormalRow, type Resolution } from '@oms/api-client';

/** The resolutions open to one line, each a button; 换档口 opens 找同款 first. */
export function AbnormalActions({
  row,
  busy,
  onResolve,
  onReroute,
  onRelease,
  onAddress,
  onCourier,
}: {
  row: AbnormalRow;
  busy: boolean;
  onResolve: (row: AbnormalRow, action: Resolution) => void;
  onReroute: (row: AbnormalRow) => void;
  onRelease: (row: AbnormalRow) => void;
  onAddress: (row: AbnormalRow) => void;
  onCourier: (row: AbnormalRow) => void;
}) {
  // 换档口, 修改地址 and 换快递 ask for more first (the other stall's goods, the address, the courier)
  const open = (action: Resolution) =>
    action === 'REROUTE'
      ? onReroute(row)
      : action === 'CHANGE_ADDRESS'
        ? onAddress(row)
        : action === 'CHANGE_COURIER'
          ? onCourier(row)
          : onResolve(row, action);
  const what = row.lineNo === 0 ? row.orderNo : `${row.orderNo} 第${row.lineNo}款`;
  return (
    <Space size={0} wrap>
      {row.kind === 'HOLD' && (
        <Button size="small" type="link" disabled={busy} onClick={() => onRelease(row)}>
          恢复
        </Button>
      )}
      {row.actions.map((action) => (
        <Button
          key={action}
          size="small"
          type="link"
          danger={action === 'REFUND' || action === 'REJECT_EXCHANGE' || action === 'CANCEL'}
          disabled={busy}
          aria-label={`${stateLabel(daifaResolution, action)} ${what}`}
          onClick={() => open(action)}
        >
          {row.replenish && action === 'REFUND' ? '放弃补款' : stateLabel(daifaResolution, action)}
        </Button>
      ))}
    </Space>
  );
}
