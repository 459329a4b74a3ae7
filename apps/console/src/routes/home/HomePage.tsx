import { Card, Descriptions, Typography } from 'antd';
import { useOutletContext } from 'react-router-dom';
import type { UserInfo } from '@oms/api-client';

const sourceLabel = { seller: '卖家', purchaser: '采购商' } as const;

export function HomePage() {
  const user = useOutletContext<UserInfo>();
  return (
    <Card title="工作台">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        欢迎，{user.subUsername ?? user.username}
      </Typography.Title>
      <Descriptions column={1} size="small" bordered style={{ maxWidth: 520 }}>
        <Descriptions.Item label="账号">{user.username}</Descriptions.Item>
        <Descriptions.Item label="账号类型">
          {sourceLabel[user.source]}
          {user.userType === 1 ? '子账号' : '主账号'}
        </Descriptions.Item>
        <Descriptions.Item label="用户编号">{user.userId}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
