import { useSearchParams } from 'react-router-dom';
import { Space, Steps } from 'antd';
import { formatDateTime, ListState, Page, useNarrowLayout } from '@oms/ui';
import { useDaifaOrderDetail } from '../../../api/daifaOrders.ts';
import { DaifaOrderActions } from './DaifaOrderActions.tsx';
import { DaifaOrderBody } from './DaifaOrderBody.tsx';
import { ORDER_STEPS, orderProgress } from './orderSteps.ts';
import { DAIFA_ORDERS_PATH } from './urls.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';

const ORDER_NO = /^DF\d{14}$/;

/** 代发订单详情 (…/daifaOrederListDetail?orderNo=DF…): the steps from 已下单 to 已签收 over the drawer's facts. */
export default function DaifaOrderDetailPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const valid = ORDER_NO.test(orderNo);
  const narrow = useNarrowLayout();
  const { data: order, error, isLoading, mutate } = useDaifaOrderDetail(valid ? orderNo : null);
  const progress = order ? orderProgress(order.timeline) : null;
  const canceled = order?.status === 'CANCELED';

  return (
    <Page
      title={valid ? `代发订单详情 ${orderNo}` : '代发订单详情'}
      extra={
        <Space wrap>
          {order && <DaifaOrderActions order={order} onChanged={() => void mutate()} />}
          <ButtonLink to={DAIFA_ORDERS_PATH}>返回列表</ButtonLink>
        </Space>
      }
    >
      {!valid ? (
        <ListState kind="empty" title="订单号不正确" hint="从代发订单列表打开订单详情" />
      ) : error && !order ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : isLoading || !order || !progress ? (
        <ListState kind="loading" />
      ) : (
        <Space direction="vertical" size={20} style={{ width: '100%' }}>
          <Steps
            aria-label="订单进度"
            size="small"
            direction={narrow ? 'vertical' : 'horizontal'}
            current={progress.current}
            status={canceled ? 'error' : progress.current === ORDER_STEPS.length - 1 ? 'finish' : 'process'}
            items={ORDER_STEPS.map((step, i) => ({
              title: canceled && i === progress.current + 1 ? '已取消' : step.title,
              description: progress.reachedAt[i] ? formatDateTime(progress.reachedAt[i]!) : undefined,
            }))}
          />
          <DaifaOrderBody order={order} onChanged={() => void mutate()} />
        </Space>
      )}
    </Page>
  );
}
