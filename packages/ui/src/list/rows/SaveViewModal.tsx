import { useState } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import { SAVED_VIEW_NAME_MAX } from '@oms/api-client';

/** What 保存当前筛选为视图 asks for; the page adds the current filters. */
export interface NewSavedView {
  name: string;
  shared: boolean;
}

export interface SaveViewModalProps {
  open: boolean;
  /** Names of the user's own views: a new view may not repeat one. */
  takenNames: readonly string[];
  /** May return a promise: the button spins and the modal stays open if it rejects. */
  onSave: (view: NewSavedView) => void | Promise<unknown>;
  onClose: () => void;
}

/** Longest view name; the server checks the same limit. */
export { SAVED_VIEW_NAME_MAX };

/** The small dialog behind 保存当前筛选为视图: a name and 共享给团队. */
export function SaveViewModal({ open, takenNames, onSave, onClose }: SaveViewModalProps) {
  const [form] = Form.useForm<NewSavedView>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: NewSavedView) => {
    setSaving(true);
    try {
      await onSave({ name: values.name.trim(), shared: values.shared ?? false });
      onClose();
    } catch {
      // The request pipeline has told the user; keep what they typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title="保存当前筛选为视图"
      okText="保存"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      width={400}
    >
      <Form<NewSavedView>
        form={form}
        layout="vertical"
        initialValues={{ name: '', shared: false }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label="视图名称"
          rules={[
            { required: true, whitespace: true, message: '请输入视图名称' },
            { max: SAVED_VIEW_NAME_MAX, message: `视图名称最多${SAVED_VIEW_NAME_MAX}个字` },
            {
              validator: (_, value: string | undefined) =>
                value && takenNames.includes(value.trim())
                  ? Promise.reject(new Error('已有同名视图'))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input autoFocus maxLength={SAVED_VIEW_NAME_MAX} showCount placeholder="如：今日待发货" />
        </Form.Item>
        <Form.Item name="shared" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>共享给团队</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
