import { useState } from 'react';
import { Button, Flex, Input, Select, Space, Switch, Tag } from 'antd';
import {
  DataTable,
  formatDateTime,
  MaskedText,
  PromptDialog,
  useFeedback,
  useNarrowLayout,
  inputClear,
} from '@oms/ui';
import type { ColumnsType } from 'antd/es/table';
import type { SubAccount } from '@oms/api-client';
import { accountWrites, useRoles, useSubAccounts, type UserPageQuery } from '../../api/accountManagement.ts';
import { useSession } from '../../app/session/sessionStore.ts';
import { PagedCards } from '../../list/PagedTable.tsx';
import { SubAccountFormModal } from './SubAccountFormModal.tsx';
import { useRefreshAccounts } from './useRefreshAccounts.ts';

export function SubAccountsTab() {
  const [query, setQuery] = useState<UserPageQuery>({ pageNum: 1, pageSize: 20 });
  const [keyword, setKeyword] = useState('');
  const { data, isLoading } = useSubAccounts(query);
  const roles = useRoles().data ?? [];
  const me = useSession((s) => s.user);
  const refresh = useRefreshAccounts();
  const { toast, confirm } = useFeedback();
  // On a phone each sub-account is a card with its 状态 and 操作 in view (no table to scroll sideways).
  const narrow = useNarrowLayout();

  const run = async (action: Promise<{ errorCode: number; errorMsg: string }>, done: string) => {
    const answer = await action;
    if (answer.errorCode !== 0) return toast.error(answer.errorMsg);
    toast.success(done);
    void refresh();
  };

  // Disabling signs the colleague out everywhere at once: ask first, saying so. Enabling needs no warning.
  const setState = async (row: SubAccount, on: boolean) => {
    if (!on) {
      const sure = await confirm({
        title: `停用子账号「${row.username}」？`,
        content: '停用后该账号将立即退出登录，且不能再登录，直到重新启用。',
        okText: '停用',
        danger: true,
      });
      if (!sure) return;
    }
    await run(accountWrites.setUserState(row.id, on ? 1 : 0), on ? '已启用' : '已停用，该账号已被退出登录');
  };
  // A dialog, not a popover: Tab stays in it, Esc closes it, and it starts on 取消.
  const remove = async (row: SubAccount) => {
    const sure = await confirm({
      title: `确定删除子账号「${row.username}」？`,
      content: '删除后该账号不能再登录，且不能恢复。',
      okText: '删除',
      danger: true,
    });
    if (sure) await run(accountWrites.deleteUser(row.id), '子账号已删除');
  };
  const [editing, setEditing] = useState<{ account: SubAccount | null } | null>(null);
  const [resetting, setResetting] = useState<SubAccount | null>(null);

  const columns: ColumnsType<SubAccount> = [
    { title: '登录账号', dataIndex: 'username', width: 140, fixed: 'left' },
    { title: '姓名', dataIndex: 'subUsername', width: 120 },
    {
      title: '手机号',
      dataIndex: 'phone',
      width: 130,
      render: (p: string | null) => <MaskedText kind="phone" value={p} />,
    },
    {
      title: '角色',
      dataIndex: 'roles',
      render: (list: SubAccount['roles']) =>
        list.length ? list.map((r) => <Tag key={r.id}>{r.roleName}</Tag>) : '-',
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 100,
      render: (state: 0 | 1, row) => (
        <Switch
          checked={state === 1}
          checkedChildren="启用"
          unCheckedChildren="停用"
          disabled={row.id === me?.userId}
          aria-label={`${row.username} 启用状态`}
          onChange={(on) => void setState(row, on)}
        />
      ),
    },
    {
      title: '最近登录',
      dataIndex: 'lastLoginAt',
      width: 160,
      render: (t: string | null) => (t ? formatDateTime(t) : '从未登录'),
    },
    {
      title: '操作',
      fixed: narrow ? undefined : 'right',
      width: 200,
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            disabled={row.id === me?.userId}
            onClick={() => setEditing({ account: row })}
          >
            编辑
          </Button>
          <Button
            type="link"
            size="small"
            // One's own password is changed with the current one (the server asks for it), not reset here.
            disabled={row.id === me?.userId}
            title={row.id === me?.userId ? '不能在这里重置自己的密码' : undefined}
            onClick={() => setResetting(row)}
          >
            重置密码
          </Button>
          <Button
            type="link"
            size="small"
            danger
            disabled={row.id === me?.userId}
            onClick={() => void remove(row)}
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 12 }}>
        <Space wrap>
          <Input.Search
            placeholder="账号 / 姓名 / 手机号"
            aria-label="搜索子账号（账号 / 姓名 / 手机号）"
            allowClear={inputClear}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(value) => setQuery((q) => ({ ...q, pageNum: 1, keyword: value.trim() || undefined }))}
            style={{ width: 240 }}
          />
          <Select
            placeholder="全部状态"
            aria-label="按状态筛选"
            allowClear
            style={{ width: 120 }}
            options={[
              { value: 1, label: '启用' },
              { value: 0, label: '停用' },
            ]}
            onChange={(state?: 0 | 1) => setQuery((q) => ({ ...q, pageNum: 1, state }))}
          />
          <Select
            placeholder="全部角色"
            aria-label="按角色筛选"
            allowClear
            style={{ width: 160 }}
            options={roles.map((r) => ({ value: r.id, label: r.roleName }))}
            onChange={(roleId?: number) => setQuery((q) => ({ ...q, pageNum: 1, roleId }))}
          />
        </Space>
        <Button type="primary" onClick={() => setEditing({ account: null })}>
          新增子账号
        </Button>
      </Flex>
      {narrow ? (
        <PagedCards<SubAccount>
          aria-label="子账号"
          rowKey="id"
          loading={isLoading}
          dataSource={data?.list ?? []}
          columns={columns}
          page={query.pageNum ?? 1}
          pageSize={query.pageSize ?? 20}
          total={data?.total ?? 0}
          onPage={(pageNum) => setQuery((q) => ({ ...q, pageNum }))}
          phoneCards={{ rowLabel: (r) => r.username }}
        />
      ) : (
        <DataTable<SubAccount>
          rowKey="id"
          loading={isLoading}
          dataSource={data?.list ?? []}
          maxHeight={false}
          pagination={{
            current: query.pageNum,
            pageSize: query.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 个子账号`,
            onChange: (pageNum, pageSize) => setQuery((q) => ({ ...q, pageNum, pageSize })),
          }}
          columns={columns}
        />
      )}
      <SubAccountFormModal
        open={editing !== null}
        account={editing?.account ?? null}
        onClose={(changed) => {
          setEditing(null);
          if (changed) void refresh();
        }}
      />
      <PromptDialog
        open={resetting !== null}
        title={`重置密码：${resetting?.username ?? ''}`}
        label="新密码"
        pattern={/^[\x21-\x7e]{6,64}$/}
        errorText="密码为6-64位字母、数字或英文符号"
        onCancel={() => setResetting(null)}
        onConfirm={async (password: string) => {
          if (resetting)
            await run(
              accountWrites.setUserPassword(resetting.id, password),
              '密码已重置，该账号需要重新登录',
            );
          setResetting(null);
        }}
      />
    </>
  );
}
