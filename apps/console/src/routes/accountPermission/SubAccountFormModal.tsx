import { Form, Input, Modal, Select } from 'antd';
import { showServerError, useFeedback, validatedValues } from '@oms/ui';
import type { SubAccount } from '@oms/api-client';
import { accountWrites, useRoles } from '../../api/accountManagement.ts';
import { useSession } from '../../app/session/sessionStore.ts';

interface Values {
  username: string;
  password: string;
  subUsername: string;
  phone?: string;
  roleIds: number[];
}

/** Adds a sub-account (with its password) or edits one (name, phone, roles). */
export function SubAccountFormModal({ account, open, onClose }: { account: SubAccount | null; open: boolean; onClose: (changed: boolean) => void }) {
  const [form] = Form.useForm<Values>();
  const roles = useRoles().data ?? [];
  const { toast } = useFeedback();
  const me = useSession((s) => s.user);
  // A main account's own name is the tenant's; a managing sub-account does not know it, so it is described.
  const tenantName = me?.userType === 0 ? me.username : '主账号';

  const save = async () => {
    const v = await validatedValues(form);
    if (!v) return;
    const answer = account
      ? await accountWrites.editUser({ id: account.id, subUsername: v.subUsername, phone: v.phone ?? '', roleIds: v.roleIds ?? [] })
      : await accountWrites.addUser({ ...v, phone: v.phone ?? '', roleIds: v.roleIds ?? [] });
    if (answer.errorCode !== 0) {
      if (!showServerError(form, answer)) toast.error(answer.errorMsg);
      return;
    }
    toast.success(account ? '子账号已保存' : '子账号已新增');
    onClose(true);
  };

  return (
    <Modal
      open={open}
      title={account ? '编辑子账号' : '新增子账号'}
      okText="保存"
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      {/* Mounted afresh on every opening, so the initial values are there before anyone types. */}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          account
            ? { username: account.username, subUsername: account.subUsername, phone: account.phone ?? '', roleIds: account.roles.map((r) => r.id) }
            : { roleIds: [] }
        }
      >
        <Form.Item
          name="username"
          label="登录账号"
          // Sub-accounts sign in under their main account; say so where the name is chosen.
          extra={`子账号登录时输入：${tenantName}:登录账号`}
          rules={[
            { required: true, message: '请输入账号' },
            { min: 2, message: '账号至少2个字符' },
            { max: 32, message: '账号最多32个字符' },
            { pattern: /^[\p{L}\p{N}_.@-]+$/u, message: '账号只能包含文字、数字和 _ . @ -' },
          ]}
        >
          <Input disabled={account !== null} autoComplete="off" maxLength={32} />
        </Form.Item>
        {account === null && (
          <Form.Item
            name="password"
            label="登录密码"
            rules={[
              { required: true, message: '请输入密码' },
              { min: 6, message: '密码至少6位' },
              { max: 64, message: '密码最多64位' },
              { pattern: /^[\x21-\x7e]+$/, message: '密码只能包含字母、数字和英文符号' },
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={64} />
          </Form.Item>
        )}
        <Form.Item name="subUsername" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { max: 20, message: '姓名最多20个字符' }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={[{ pattern: /^1\d{10}$/, message: '请输入11位手机号' }]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="roleIds" label="角色">
          <Select mode="multiple" placeholder="选择角色" options={roles.map((r) => ({ value: r.id, label: r.roleName }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
