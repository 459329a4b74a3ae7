import { Form, Input, Modal } from 'antd';
import { showServerError, useFeedback, validatedValues } from '@oms/ui';
import type { Role } from '@oms/api-client';
import { accountWrites } from '../../api/accountManagement.ts';

interface Props {
  /** The role to edit; null adds a new one. */
  role: Role | null;
  open: boolean;
  onClose: (changed: boolean) => void;
}

export function RoleFormModal({ role, open, onClose }: Props) {
  const [form] = Form.useForm<{ roleName: string; remark?: string }>();
  const { toast } = useFeedback();

  const save = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    const answer = role ? await accountWrites.editRole({ id: role.id, ...values }) : await accountWrites.addRole(values);
    if (answer.errorCode !== 0) {
      if (!showServerError(form, answer)) toast.error(answer.errorMsg);
      return;
    }
    toast.success(role ? '角色已保存' : '角色已新增');
    onClose(true);
  };

  return (
    <Modal
      open={open}
      title={role ? '编辑角色' : '新增角色'}
      okText="保存"
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      {/* Mounted afresh on every opening, so the initial values are there before anyone types. */}
      <Form form={form} layout="vertical" preserve={false} initialValues={{ roleName: role?.roleName ?? '', remark: role?.remark ?? '' }}>
        <Form.Item name="roleName" label="角色名称" rules={[{ required: true, whitespace: true, message: '请输入角色名称' }, { max: 20, message: '角色名称最多20个字符' }]}>
          <Input placeholder="如：拿货员、质检、打包" maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: 100, message: '备注最多100个字符' }]}>
          <Input.TextArea rows={2} maxLength={100} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
