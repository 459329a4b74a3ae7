import type { ReactNode } from 'react';
import { Button, Empty, Flex, Skeleton, theme, Typography } from 'antd';
import { CloseCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { visuallyHidden } from './visuallyHidden.ts';

export type ListStateProps =
  | {
      kind: 'empty';
      /** Defaults to 暂无数据. */
      title?: ReactNode;
      /** A line under it: 试试调整筛选条件. */
      hint?: ReactNode;
      /** A way on: 清空筛选, 新建. */
      action?: ReactNode;
    }
  | {
      kind: 'loading';
      /** Skeleton lines; default 5. */
      rows?: number;
    }
  | {
      kind: 'error';
      /** What went wrong (the server's message). */
      message?: ReactNode;
      /** Offers 重试 when given. */
      onRetry?: () => void;
      /** The retry is under way: 重试 spins. */
      retrying?: boolean;
    };

/** Where a list's rows would be: 暂无数据, a loading skeleton, or 加载失败 with 重试. */
export function ListState(props: ListStateProps) {
  const { token } = theme.useToken();

  if (props.kind === 'loading') {
    return (
      <div role="status" aria-busy style={{ padding: token.padding }}>
        <span style={visuallyHidden}>加载中</span>
        <Skeleton active title={false} paragraph={{ rows: props.rows ?? 5 }} />
      </div>
    );
  }

  if (props.kind === 'error') {
    return (
      <Flex
        role="alert"
        vertical
        align="center"
        gap={8}
        style={{ padding: `${token.paddingXL}px ${token.padding}px`, textAlign: 'center' }}
      >
        <CloseCircleFilled aria-hidden style={{ fontSize: 32, color: token.colorError }} />
        <Typography.Text strong>加载失败</Typography.Text>
        {props.message !== undefined && <Typography.Text type="secondary">{props.message}</Typography.Text>}
        {props.onRetry && (
          <Button icon={<ReloadOutlined aria-hidden />} loading={props.retrying} onClick={props.onRetry}>
            重试
          </Button>
        )}
      </Flex>
    );
  }

  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Flex vertical gap={4}>
          <span>{props.title ?? '暂无数据'}</span>
          {props.hint !== undefined && <Typography.Text type="secondary">{props.hint}</Typography.Text>}
        </Flex>
      }
      style={{ padding: `${token.paddingLG}px 0` }}
    >
      {props.action}
    </Empty>
  );
}
