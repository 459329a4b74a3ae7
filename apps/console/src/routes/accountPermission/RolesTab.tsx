import { useState } from 'react';
import { Button, Flex, Popconfirm, Space } from 'antd';
import { DataTable, formatDateTime, useFeedback, useNarrowLayout } from '@oms/ui';
import type { Role } from '@oms/api-client';
import { accountWrites, useRoles } from '../../api/accountManagement.ts';
import { RoleFormModal } from './RoleFormModal.tsx';
import { RolePermissionsModal } from './RolePermissionsModal.tsx';
import { useRefreshAccounts } from './useRefreshAccounts.ts';

export function RolesTab() {
  const { data, isLoading } = useRoles();
  const refresh = useRefreshAccounts();
  const { toast } = useFeedback();
  // On a phone the table scrolls sideways under a pinned name column; a pinned 操作 column would cover the rest.
  const narrow = useNarrowLayout();
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);

  const remove = async (role: Role) => {
    const answer = await accountWrites.removeRole(role.id);
    if (answer.errorCode !== 0) return toast.error(answer.errorMsg);
    toast.success('角色已删除');
    void refresh();
  };

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing({ role: null })}>
          新增角色
        </Button>
      </Flex>
      <DataTable<Role>
        rowKey="id"
        loading={isLoading}
        dataSource={data ?? []}
        pagination={false}
        maxHeight={false}
        columns={[
          { title: '角色名称', dataIndex: 'roleName', width: 160, fixed: 'left' },
          { title: '备注', dataIndex: 'remark', render: (r: string | null) => r || '-' },
          { title: '账号数', dataIndex: 'userCount', width: 90 },
          { title: '创建时间', dataIndex: 'createdAt', width: 180, render: (t: string) => formatDateTime(t) },
          {
            title: '操作',
            fixed: narrow ? undefined : 'right',
            width: 220,
            render: (_, role) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setGranting(role)}>
                  权限设置
                </Button>
                <Button type="link" size="small" onClick={() => setEditing({ role })}>
                  编辑
                </Button>
                <Popconfirm title={`确定删除角色「${role.roleName}」？`} okText="删除" cancelText="取消" onConfirm={() => remove(role)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
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
