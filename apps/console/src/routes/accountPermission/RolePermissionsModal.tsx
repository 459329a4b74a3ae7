import { useEffect, useMemo, useState } from 'react';
import { Modal, Spin, Tree, Typography } from 'antd';
import { useFeedback } from '@oms/ui';
import type { Role } from '@oms/api-client';
import { accountWrites, fetchRolePermissions } from '../../api/accountManagement.ts';
import { useSession } from '../../app/session/sessionStore.ts';
import { permissionTree } from '@oms/api-client';
import { buildMenu, type MenuEntry } from '../../app/menu/buildMenu.ts';

interface TreeNode {
  key: string;
  title: string;
  children?: TreeNode[];
}

const toTree = (menu: readonly MenuEntry[]): TreeNode[] =>
  menu.map((m) => ({ key: m.code, title: m.title, ...(m.children ? { children: toTree(m.children) } : {}) }));

/**
 * Grants menu entries to a role. The tree is the manager's own menu: nobody hands out what they
 * cannot see themselves (the server refuses it too).
 */
export function RolePermissionsModal({
  role,
  onClose,
}: {
  role: Role | null;
  onClose: (changed: boolean) => void;
}) {
  const brand = useSession((s) => s.brand);
  const permissions = useSession((s) => s.permissions);
  const manualDelivery = useSession((s) => s.manualDelivery);
  const hasErp = useSession((s) => s.hasErp);
  // the manager's own menu with the in-page rights (指派, 打印) it holds
  const treeData = useMemo(
    () => toTree(buildMenu({ brand, permissions, manualDelivery, hasErp }, permissionTree, true)),
    [brand, permissions, manualDelivery, hasErp],
  );
  const [checked, setChecked] = useState<string[] | null>(null);
  const { toast } = useFeedback();

  useEffect(() => {
    if (!role) return;
    setChecked(null);
    fetchRolePermissions(role.id)
      .then((p) => setChecked(p.permissionCodes))
      .catch((e: Error) => toast.error(e.message));
  }, [role, toast]);

  const save = async () => {
    if (!role || !checked) return;
    // Groups follow from their entries, so only route codes are stored.
    const answer = await accountWrites.authorizeRole(
      role.id,
      checked.filter((code) => code.startsWith('/')),
    );
    if (answer.errorCode !== 0) {
      toast.error(answer.errorMsg);
      return;
    }
    toast.success('权限已保存');
    onClose(true);
  };

  return (
    <Modal
      open={role !== null}
      title={`权限设置：${role?.roleName ?? ''}`}
      okText="保存"
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      width={520}
    >
      <Typography.Paragraph type="secondary">
        勾选该角色可以使用的菜单，子账号重新进入页面后生效。
      </Typography.Paragraph>
      {checked === null ? (
        <Spin />
      ) : (
        <Tree
          checkable
          defaultExpandAll
          selectable={false}
          treeData={treeData}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          style={{ maxHeight: 420, overflow: 'auto' }}
        />
      )}
    </Modal>
  );
}
