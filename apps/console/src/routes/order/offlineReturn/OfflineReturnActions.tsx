import { Button, Space } from 'antd';
import type { OfflineReturnAction, OfflineReturnRow } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { useRowRun } from '../offlineShared/useRowRun.ts';
import { deleteOfflineReturn, moveOfflineReturn } from '../../../api/offline.ts';

/** A return's moves by its state; the stall's answer opens the result dialog. */
export function OfflineReturnActions({
  row,
  onResult,
  onPrint,
  onOpen,
}: {
  row: OfflineReturnRow;
  onResult: (result: 'REFUNDED' | 'REFUSED') => void;
  onPrint: () => void;
  onOpen: () => void;
}) {
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
      {s !== 'FACTORY_RETURNED' && link('打印标签', onPrint)}
      {s === 'WAITING_ASSIGNED' && link('送退档口', () => void move('START', '已送退档口'), 'START')}
      {s === 'FACTORY_REFUSE' && link('再次送退', () => void move('START', '已再次送退'), 'START')}
      {s === 'WAIT_FACTORY' && link('档口已退款', () => onResult('REFUNDED'))}
      {s === 'WAIT_FACTORY' && link('档口拒收', () => onResult('REFUSED'))}
      {(s === 'WAITING_ASSIGNED' || s === 'WAIT_FACTORY') &&
        link('暂停', () => void move('STOP', '已暂停'), 'STOP')}
      {s === 'STOP_RETURNED' && link('恢复', () => void move('RESUME', '已恢复'), 'RESUME')}
      {s === 'WAITING_ASSIGNED' && link('删除', () => void remove(), 'DELETE', true)}
    </Space>
  );
}
