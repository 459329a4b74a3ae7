import { Avatar, Dropdown, Layout, Result, Spin, App as AntApp } from 'antd';
import { Outlet } from 'react-router-dom';
import { logout, useCurrentUser } from '../api/account.ts';
import { clearAuth, isPurchaserLogin } from '../session/authStorage.ts';

/** Loads the signed-in user before any page; the request pipeline sends strangers to SSO. */
export function SignedInLayout() {
  const { data: user, error, isLoading } = useCurrentUser();
  const { modal } = AntApp.useApp();

  if (isLoading) return <Spin fullscreen tip="加载中" />;
  if (error || !user) {
    return <Result status="warning" title="无法加载账号信息" subTitle={error?.message ?? '请稍后刷新重试'} />;
  }

  const confirmLogout = () =>
    modal.confirm({
      title: '提示',
      content: '确定要退出登录？',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        const purchaser = isPurchaserLogin();
        await logout();
        clearAuth();
        window.location.assign(purchaser ? '/login' : `/sso?jump=${encodeURIComponent(`${window.location.origin}/home`)}`);
      },
    });

  const shownName = user.subUsername ? `${user.username}（${user.subUsername}）` : user.username;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', background: '#fff', borderBottom: '1px solid #eef0f3' }}>
        <strong style={{ fontSize: 16 }}>订单管理系统</strong>
        <Dropdown menu={{ items: [{ key: 'logout', label: '退出登录', onClick: confirmLogout }] }}>
          <span data-testid="current-user" style={{ cursor: 'pointer', display: 'flex', alignItems: 'center', gap: 8 }}>
            <Avatar size="small" style={{ background: '#1d6fb8' }}>
              {user.username.slice(0, 1).toUpperCase()}
            </Avatar>
            {shownName}
          </span>
        </Dropdown>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet context={user} />
      </Layout.Content>
    </Layout>
  );
}
