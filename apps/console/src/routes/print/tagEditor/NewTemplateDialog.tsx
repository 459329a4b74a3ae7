// 新建模板: a kind (its preset is the starting point) or a blank label of any size.
import { Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { LABEL_TEMPLATE_KINDS, LABEL_TEMPLATE_NAME_MAX, type LabelTemplateKind } from '@oms/api-client';

export interface NewTemplateValues {
  kind: LabelTemplateKind;
  name: string;
  width: number;
  height: number;
}

interface Props {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onCreate: (values: NewTemplateValues) => void;
}

const kindOptions = Object.entries(LABEL_TEMPLATE_KINDS).map(([value, label]) => ({
  value,
  label: value === 'custom' ? `${label}（空白标签）` : `${label}（从预设开始）`,
}));

export function NewTemplateDialog({ open, busy, onCancel, onCreate }: Props) {
  const [form] = Form.useForm<NewTemplateValues>();
  const kind = Form.useWatch('kind', form);
  return (
    <Modal
      title="新建模板"
      open={open}
      okText="创建"
      confirmLoading={busy}
      onCancel={onCancel}
      // submit() validates and calls onFinish, or shows the messages on their fields: a form that does not
      // validate is not a rejected promise nobody handles (validateFields().then() left one in the console)
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={onCreate}
        initialValues={{ kind: 'custom', name: '', width: 60, height: 40 }}
        onValuesChange={(changed: Partial<NewTemplateValues>) => {
          if (changed.kind && !form.isFieldTouched('name'))
            form.setFieldValue('name', LABEL_TEMPLATE_KINDS[changed.kind]);
        }}
      >
        <Form.Item name="kind" label="模板类型" rules={[{ required: true }]}>
          <Select options={kindOptions} aria-label="模板类型" />
        </Form.Item>
        <Form.Item
          name="name"
          label="模板名称"
          rules={[
            { required: true, whitespace: true, message: '请输入模板名称' },
            { max: LABEL_TEMPLATE_NAME_MAX, message: `模板名称最多${LABEL_TEMPLATE_NAME_MAX}个字` },
          ]}
        >
          <Input placeholder="例如：档口拿货标签" aria-label="模板名称" />
        </Form.Item>
        {kind === 'custom' && (
          <Space>
            <Form.Item name="width" label="宽度 (mm)" rules={[{ required: true }]}>
              <InputNumber min={10} max={300} aria-label="宽度" />
            </Form.Item>
            <Form.Item name="height" label="高度 (mm)" rules={[{ required: true }]}>
              <InputNumber min={10} max={300} aria-label="高度" />
            </Form.Item>
          </Space>
        )}
      </Form>
    </Modal>
  );
}
