import { Avatar, Dropdown, Flex, Typography } from 'antd';
import { BellOutlined, CustomerServiceOutlined, DownOutlined } from '@ant-design/icons';
import { CountBadge, useFeedback } from '@oms/ui';
import { Link, useNavigate } from 'react-router-dom';
import type { UserInfo } from '@oms/api-client';
import { logout } from '../../api/signIn.ts';
import { useUnreadMessageCount } from '../../api/shell.ts';
import { clearAuth, isPurchaserLogin } from '../session/authStorage.ts';
import { ssoUrlFor } from '../../api/client.ts';

/** The header's right side (spec §2): service link, messages with their count, the user menu. */
export function HeaderBar({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const { confirm } = useFeedback();
  const unread = useUnreadMessageCount().data ?? 0;

  const signOut = async () => {
    if (!(await confirm({ content: '确定要退出登录？' }))) return;
    const purchaser = isPurchaserLogin();
    await logout();
    clearAuth();
    window.location.assign(purchaser ? '/login' : ssoUrlFor('/home'));
  };

  const shownName = user.subUsername ? `${user.username}（${user.subUsername}）` : user.username;
  return (
    <Flex align="center" gap={24}>
      <Link to="/helpCenter" style={{ color: 'inherit' }}>
        <CustomerServiceOutlined /> 联系客服 / 意见反馈
      </Link>
      <Link to="/announcement/list" style={{ color: 'inherit' }} aria-label={`消息，${unread}条未读`} data-testid="messages-link">
        <CountBadge count={unread} title={`${unread}条未读消息`}>
          <BellOutlined style={{ fontSize: 18, padding: 4 }} />
        </CountBadge>
        <span style={{ marginLeft: 6 }}>消息</span>
      </Link>
      <Dropdown
        menu={{
          items: [
            { key: 'payPassword', label: '修改支付密码', onClick: () => navigate('/funds/resetPayPass') },
            { type: 'divider' },
            { key: 'logout', label: '退出登录', onClick: () => void signOut() },
          ],
        }}
      >
        <Flex align="center" gap={8} style={{ cursor: 'pointer' }} data-testid="current-user">
          <Avatar size="small" style={{ background: '#1d6fb8' }}>
            {user.username.slice(0, 1).toUpperCase()}
          </Avatar>
          <Typography.Text>{shownName}</Typography.Text>
          <DownOutlined style={{ fontSize: 10 }} />
        </Flex>
      </Dropdown>
    </Flex>
  );
}
