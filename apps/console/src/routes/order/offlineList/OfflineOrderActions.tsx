import { useNavigate } from 'react-router-dom';
import { Button, Space } from 'antd';
import type { OfflineOrderAction, OfflineOrderRow } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { useRowRun } from '../offlineShared/useRowRun.ts';
import { deleteOfflineOrder, moveOfflineOrder } from '../../../api/offline.ts';

const DONE: Record<OfflineOrderAction, string> = {
  SUBMIT: '已提交，等待拿货',
  START: '已开始拿货',
  DELIVER: '已交付',
  CANCEL: '已取消',
};

/** A row's moves, by its state; 打印 and 拿货完成 open the page's dialogs. */
export function OfflineOrderActions({
  order,
  canReturn,
  onPrint,
  onTook,
  onOpen,
}: {
  order: OfflineOrderRow;
  canReturn: boolean;
  onPrint: () => void;
  onTook: () => void;
  onOpen: () => void;
}) {
  const navigate = useNavigate();
  const { confirm } = useFeedback();
  const { busy, run } = useRowRun();
  const move = (action: OfflineOrderAction) =>
    run(
      action,
      () => moveOfflineOrder({ id: order.id, version: order.version, action }),
      `${order.orderNo} ${DONE[action]}`,
    );
  const cancel = async () => {
    if (
      !(await confirm({
        title: '取消拿货单',
        content: `确定取消 ${order.orderNo} 吗？取消后不能恢复。`,
        danger: true,
      }))
    )
      return;
    await move('CANCEL');
  };
  const remove = async () => {
    if (
      !(await confirm({ title: '删除草稿', content: '删除后不能恢复，确定删除这张草稿吗？', danger: true }))
    )
      return;
    await run('DELETE', () => deleteOfflineOrder(order.id), '已删除');
  };
  const link = (label: string, onClick: () => void, key = label, danger = false) => (
    <Button key={key} type="link" size="small" danger={danger} loading={busy === key} onClick={onClick}>
      {label}
    </Button>
  );

  const s = order.status;
  return (
    <Space size={0} wrap>
      {link('详情', onOpen)}
      {s === 'DRAFT' && link('编辑', () => navigate(`/order/getOfflineCreate?edit=${order.id}`))}
      {s === 'DRAFT' && link('提交', () => void move('SUBMIT'), 'SUBMIT')}
      {(s === 'WAITING_TAKING' || s === 'TAKING' || s === 'TOOK') && link('打印标签', onPrint)}
      {s === 'WAITING_TAKING' && link('开始拿货', () => void move('START'), 'START')}
      {s === 'TAKING' && link('拿货完成', onTook)}
      {s === 'TOOK' && link('交付', () => void move('DELIVER'), 'DELIVER')}
      {canReturn &&
        (s === 'TOOK' || s === 'DELIVERED') &&
        link('登记退货', () => navigate(`/order/offlineReturnOrder?order=${order.orderNo}`))}
      {s !== 'DRAFT' && link('再来一单', () => navigate(`/order/getOfflineCreate?copy=${order.id}`))}
      {(s === 'DRAFT' || s === 'WAITING_TAKING' || s === 'TAKING') &&
        link('取消', () => void cancel(), 'CANCEL', true)}
      {s === 'DRAFT' && link('删除', () => void remove(), 'DELETE', true)}
    </Space>
  );
}
