import { useNavigate } from 'react-router-dom';
import { Button, Space } from 'antd';
import type { OfflineReturnAction, OfflineReturnRow } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { useRowRun } from '../offlineShared/useRowRun.ts';
import { deleteOfflineReturn, moveOfflineReturn } from '../../../api/offline.ts';

/**
 * A return's moves by its state, made on its goods (退货登记指派's items): handing out and pausing are the
 * 指派 right's; the stall's answer opens the result dialog.
 */
export function OfflineReturnActions({
  row,
  canAssign,
  onResult,
  onSend,
  onPrint,
  onOpen,
}: {
  row: OfflineReturnRow;
  /** 指派: hands goods to a 退货员, pauses them, and sees their progress on 退货登记指派. */
  canAssign: boolean;
  onResult: (result: 'REFUNDED' | 'REFUSED') => void;
  onSend: () => void;
  onPrint: () => void;
  onOpen: () => void;
}) {
  const navigate = useNavigate();
  const { confirm } = useFeedback();
  const { busy, run } = useRowRun();
  const move = (action: OfflineReturnAction, done: string) =>
    run(
      action,
      () => moveOfflineReturn({ id: row.id, version: row.version, action }),
      `${row.returnNo} ${done}`,
    );
  const remove = async () => {
    if (!(await confirm({ title: '删除退货单', content: `确定删除 ${row.returnNo} 吗？`, danger: true })))
      return;
    await run('DELETE', () => deleteOfflineReturn(row.id), '已删除');
  };
  const link = (label: string, onClick: () => void, key = label, danger = false) => (
    <Button key={key} type="link" size="small" danger={danger} loading={busy === key} onClick={onClick}>
      {label}
    </Button>
  );
  const s = row.state;
  return (
    <Space size={0} wrap>
      {link('动态', onOpen)}
      {canAssign &&
        link('退货进度', () =>
          navigate(
            `/offlineReturnOrder/offlineReturnOrderList?tab=ALL&q=${encodeURIComponent(row.returnNo)}`,
          ),
        )}
      {s !== 'FACTORY_RETURNED' && link('打印标签', onPrint)}
      {canAssign && s === 'WAITING_ASSIGNED' && link('送退档口', onSend)}
      {canAssign && s === 'FACTORY_REFUSE' && link('再次送退', onSend)}
      {s === 'WAIT_FACTORY' && link('档口已退款', () => onResult('REFUNDED'))}
      {s === 'WAIT_FACTORY' && link('档口拒收', () => onResult('REFUSED'))}
      {canAssign &&
        (s === 'WAITING_ASSIGNED' || s === 'WAIT_FACTORY') &&
        link('暂停', () => void move('STOP', '已暂停'), 'STOP')}
      {canAssign && s === 'STOP_RETURNED' && link('恢复', () => void move('RESUME', '已恢复'), 'RESUME')}
      {s === 'WAITING_ASSIGNED' && link('删除', () => void remove(), 'DELETE', true)}
    </Space>
  );
}
