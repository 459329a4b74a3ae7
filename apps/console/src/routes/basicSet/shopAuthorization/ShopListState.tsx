import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

export type ShopListStateProps =
  | { kind: 'loading' }
  | { kind: 'empty'; title: ReactNode; action?: ReactNode }
  | { kind: 'error'; message: string; onRetry: () => void };

/** Where the rows would be while there are none to show: 加载中, empty with a way on, or 加载失败 with 重试. */
export function ShopListState(props: ShopListStateProps) {
  if (props.kind === 'loading') {
    return (
      <div role="status" aria-busy aria-label="加载中">
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (props.kind === 'error') {
    return (
      <div role="alert">
        <Result
          status="error"
          title="加载失败"
          subTitle={props.message}
          extra={
            <Button icon={<ReloadOutlined aria-hidden />} onClick={props.onRetry}>
              重试
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.title}>
      {props.action}
    </Empty>
  );
}
