import { Link } from 'react-router-dom';
import { Drawer, Space } from 'antd';
import { ListState, useNarrowLayout } from '@oms/ui';
import { useDaifaOrderDetail } from '../../../api/daifaOrders.ts';
import { DaifaOrderActions } from './DaifaOrderActions.tsx';
import { DaifaOrderBody } from './DaifaOrderBody.tsx';
import { DAIFA_ORDER_DETAIL_PATH } from './urls.ts';

interface Props {
  orderNo: string | null;
  onClose: () => void;
  /** Something changed: the list and its counts need a refresh. */
  onChanged: () => void | Promise<void>;
}

/** A dropship order over its list: its goods, money and one timeline, with the order's actions. */
export function DaifaOrderDrawer({ orderNo, onClose, onChanged }: Props) {
  const narrow = useNarrowLayout();
  const { data: order, error, isLoading, mutate } = useDaifaOrderDetail(orderNo);
  const after = async () => {
    await mutate();
    await onChanged();
  };
  return (
    <Drawer
      open={orderNo !== null}
      onClose={onClose}
      width={narrow ? '100%' : 760}
      title={orderNo ? `代发订单 ${orderNo}` : '代发订单'}
      extra={
        order && (
          <Space wrap>
            <Link to={`${DAIFA_ORDER_DETAIL_PATH}?orderNo=${order.orderNo}`}>查看详情</Link>
            <DaifaOrderActions order={order} onChanged={after} />
          </Space>
        )
      }
    >
      {error && !order ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : isLoading || !order ? (
        <ListState kind="loading" />
      ) : (
        <DaifaOrderBody order={order} onChanged={after} />
      )}
    </Drawer>
  );
}
