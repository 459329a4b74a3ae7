import { Result, Tabs } from 'antd';
import { Page } from '@oms/ui';
import { useSession } from '../../app/session/sessionStore.ts';
import { RolesTab } from './RolesTab.tsx';
import { SubAccountsTab } from './SubAccountsTab.tsx';

/** 账号管理: a purchaser's staff (sub-accounts) and the roles that say what each may open. */
export default function AccountManagementPage() {
  const user = useSession((s) => s.user);
  if (user?.source !== 'purchaser') {
    return (
      <Page title="账号管理">
        <Result status="info" title="子账号与角色管理仅对采购商账号开放" subTitle="卖家主账号拥有全部功能，无需设置子账号权限。" />
      </Page>
    );
  }
  return (
    <Page title="账号管理">
      <Tabs
        items={[
          { key: 'users', label: '子账号', children: <SubAccountsTab /> },
          { key: 'roles', label: '角色', children: <RolesTab /> },
        ]}
      />
    </Page>
  );
}
