import { useState } from 'react';
import { Button, Flex, Space } from 'antd';
import { DataTable, formatDateTime, RowCards, useFeedback, useNarrowLayout } from '@oms/ui';
import type { ColumnsType } from 'antd/es/table';
import type { Role } from '@oms/api-client';
import { accountWrites, useRoles } from '../../api/accountManagement.ts';
import { RoleFormModal } from './RoleFormModal.tsx';
import { RolePermissionsModal } from './RolePermissionsModal.tsx';
import { useRefreshAccounts } from './useRefreshAccounts.ts';

export function RolesTab() {
  const { data, isLoading } = useRoles();
  const refresh = useRefreshAccounts();
  const { toast, confirm } = useFeedback();
  // On a phone each role is a card: nothing to scroll sideways to.
  const narrow = useNarrowLayout();
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);

  // A dialog, not a popover: Tab stays in it, Esc closes it, and it starts on 取消.
  const remove = async (role: Role) => {
    const sure = await confirm({
      title: `确定删除角色「${role.roleName}」？`,
      content: '删除后不能恢复。',
      okText: '删除',
      danger: true,
    });
    if (!sure) return;
    const answer = await accountWrites.removeRole(role.id);
    if (answer.errorCode !== 0) return toast.error(answer.errorMsg);
    toast.success('角色已删除');
    void refresh();
  };

  const columns: ColumnsType<Role> = [
    { title: '角色名称', dataIndex: 'roleName', width: 160, fixed: 'left' },
    { title: '备注', dataIndex: 'remark', render: (r: string | null) => r || '-' },
    { title: '账号数', dataIndex: 'userCount', width: 90 },
    { title: '创建时间', dataIndex: 'createdAt', width: 180, render: (t: string) => formatDateTime(t) },
    {
      title: '操作',
      fixed: 'right',
      width: 220,
      render: (_, role) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setGranting(role)}>
            权限设置
          </Button>
          <Button type="link" size="small" onClick={() => setEditing({ role })}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => void remove(role)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing({ role: null })}>
          新增角色
        </Button>
      </Flex>
      {narrow ? (
        <RowCards<Role>
          aria-label="角色"
          rows={data ?? []}
          rowKey="id"
          loading={isLoading}
          columns={columns}
          rowLabel={(r) => r.roleName}
        />
      ) : (
        <DataTable<Role>
          rowKey="id"
          loading={isLoading}
          dataSource={data ?? []}
          pagination={false}
          maxHeight={false}
          columns={columns}
        />
      )}
      <RoleFormModal
        open={editing !== null}
        role={editing?.role ?? null}
        onClose={(changed) => {
          setEditing(null);
          if (changed) void refresh();
        }}
      />
      <RolePermissionsModal
        role={granting}
        onClose={(changed) => {
          setGranting(null);
          if (changed) void refresh();
        }}
      />
    </>
  );
}
