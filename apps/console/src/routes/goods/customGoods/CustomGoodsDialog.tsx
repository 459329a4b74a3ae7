import { useEffect, useRef, useState } from 'react';
import { Form, Input, InputNumber, Modal, Select, type InputRef } from 'antd';
import { RECEIVER_PHONE, type CustomGoods, type CustomGoodsInput } from '@oms/api-client';
import { PriceInput, priceTextToFen, useFeedback } from '@oms/ui';
import { saveCustomGoods } from '../../../api/customGoods.ts';
import { ImageUploadField } from '../../../components/ImageUploadField.tsx';

interface Values {
  stall: string;
  articleNo: string;
  title: string;
  colors: string[];
  sizes: string[];
  price: string;
  weightG: number;
  remark?: string;
  stallPhone?: string;
  imageId?: string | null;
}

const FIELDS = new Set([
  'stall',
  'articleNo',
  'title',
  'colors',
  'sizes',
  'price',
  'weightG',
  'remark',
  'stallPhone',
  'imageId',
]);

const toValues = (g: CustomGoods | null): Partial<Values> =>
  g
    ? {
        stall: g.stall,
        articleNo: g.articleNo,
        title: g.title,
        colors: g.colors,
        sizes: g.sizes,
        price: (g.priceFen / 100).toFixed(2),
        weightG: g.weightG,
        remark: g.remark,
        stallPhone: g.stallPhone,
        imageId: g.imageId,
      }
    : { colors: [], sizes: [], weightG: 300 };

/** 颜色 or 尺码: typed, Enter (or a comma or space) after each. */
function OptionsField({ name, label }: { name: 'colors' | 'sizes'; label: string }) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra="输入后按回车，可填多个"
      rules={[{ required: true, type: 'array', min: 1, message: `请至少填写一个${label}` }]}
    >
      <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '，', ' ']} maxCount={30} />
    </Form.Item>
  );
}

const typingInDialog = () =>
  document.activeElement?.closest('.ant-modal') != null && document.activeElement.matches('input, textarea');

/**
 * 新增 / 编辑自定义商品: 档口, 货号, 商品名称, the colours and sizes offered (typed, Enter after each), the
 * stall price and one piece's weight (the courier fee is quoted on it), the stall's phone and a picture
 * for the picker. The server's answer names a
 * field it refuses; that field shows why.
 */
export function CustomGoodsDialog({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: CustomGoods | null;
  onClose: () => void;
  onSaved: (saved: CustomGoods) => void;
}) {
  const [form] = Form.useForm<Values>();
  const stallInput = useRef<InputRef>(null);
  const [saving, setSaving] = useState(false);
  const { toast } = useFeedback();
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(toValues(editing));
    }
  }, [open, editing, form]);

  // Reached through the form's own submit: a field left wrong shows its message and nothing is thrown
  // (awaiting validateFields() in 保存's handler left an unhandled rejection).
  const submit = async (v: Values) => {
    const body: CustomGoodsInput = {
      ...(editing ? { id: editing.id } : {}),
      stall: v.stall,
      articleNo: v.articleNo,
      title: v.title,
      colors: v.colors.map((c) => c.trim()).filter(Boolean),
      sizes: v.sizes.map((s) => s.trim()).filter(Boolean),
      priceFen: priceTextToFen(v.price) ?? 0,
      weightG: v.weightG,
      ...(v.remark ? { remark: v.remark } : {}),
      // an edit that empties the phone or drops the picture says so; a new one just leaves them out
      ...(v.stallPhone?.trim() || editing ? { stallPhone: v.stallPhone?.trim() ?? '' } : {}),
      imageId: v.imageId ?? null,
    };
    setSaving(true);
    try {
      const answer = await saveCustomGoods(body);
      if (answer.errorCode !== 0) {
        const field = (answer.data as { field?: string } | null)?.field?.split('.')[0];
        const name = field === 'priceFen' ? 'price' : field;
        // 40900 (the same 档口 + 货号) belongs to 货号; a field's refusal to that field
        const shown = answer.errorCode === 40900 ? 'articleNo' : name;
        if (shown && FIELDS.has(shown))
          form.setFields([{ name: shown as keyof Values, errors: [answer.errorMsg] }]);
        else toast.error(answer.errorMsg);
        return;
      }
      toast.success(editing ? '已保存' : '已添加自定义商品');
      onSaved(answer.data);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? '编辑自定义商品' : '新增自定义商品'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      // the dialog takes focus as it opens; a keyboard user starts typing in its first field —
      // unless they already did: moving focus mid-typing drops a 颜色 typed but not yet entered
      afterOpenChange={(opened) => opened && !typingInDialog() && stallInput.current?.focus()}
      destroyOnHidden
      // 保存 stays on screen on a laptop: the fields scroll, not the page
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto' } }}
    >
      <Form form={form} layout="vertical" requiredMark="optional" onFinish={(v: Values) => void submit(v)}>
        <Form.Item
          name="stall"
          label="档口"
          rules={[{ required: true, whitespace: true, message: '请填写档口' }]}
        >
          <Input ref={stallInput} maxLength={40} placeholder="市场 + 楼层 + 档口号，如 新金马 3F-318" />
        </Form.Item>
        <Form.Item
          name="articleNo"
          label="货号"
          rules={[{ required: true, whitespace: true, message: '请填写货号' }]}
        >
          <Input maxLength={40} placeholder="档口的货号" />
        </Form.Item>
        <Form.Item
          name="title"
          label="商品名称"
          rules={[{ required: true, whitespace: true, message: '请填写商品名称' }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <OptionsField name="colors" label="颜色" />
        <OptionsField name="sizes" label="尺码" />
        <Form.Item
          name="price"
          label="档口价"
          rules={[
            {
              // required marks the field (no 可选); the validator says what is wrong
              required: true,
              validator: (_, value: string) =>
                (priceTextToFen(value ?? '') ?? 0) > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error('请填写档口价')),
            },
          ]}
        >
          <PriceInput />
        </Form.Item>
        <Form.Item
          name="weightG"
          label="单件重量（克）"
          rules={[{ required: true, message: '请填写单件重量' }]}
        >
          <InputNumber min={50} max={20000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="stallPhone"
          label="档口电话"
          extra="拿货员缺货、换款时打这个电话"
          rules={[
            {
              pattern: RECEIVER_PHONE,
              message: '请输入正确的手机号、座机号或虚拟号',
            },
          ]}
        >
          <Input maxLength={24} inputMode="tel" />
        </Form.Item>
        <Form.Item name="imageId" label="商品图片" extra="jpg、png、webp，不超过5MB；拿货员凭图找货">
          <ImageUploadField label="商品图片" />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
        {/* Enter in a field saves, as in any form (保存 is the dialog's, outside the form) */}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
