import { useState } from 'react';
import { Button, Cascader, Form, Input, Space, Typography, type FormInstance } from 'antd';
import { RECEIVER_PHONE, type AreaTree } from '@oms/api-client';
import { recogniseAddress } from '@oms/api-client';

export interface ReceiverValues {
  name: string;
  phone: string;
  /** Province, city and district codes (the cascader's value). */
  area: string[];
  address: string;
}

/** 收件人: 智能识别 of a pasted address, then name, phone, 省市区 and the street. */
export function ReceiverFields({
  form,
  tree,
  onAreaChange,
}: {
  form: FormInstance;
  tree: AreaTree | undefined;
  onAreaChange: (area: string[]) => void;
}) {
  const [pasted, setPasted] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const recognise = () => {
    if (!tree) return;
    const found = recogniseAddress(pasted, tree);
    const area = found.areaCode
      ? [
          found.areaCode.slice(0, 2) + '0000',
          tree.flatMap((p) => p.children).find((c) => c.children.some((d) => d.code === found.areaCode))!
            .code,
          found.areaCode,
        ]
      : undefined;
    form.setFieldsValue({
      receiver: {
        ...(found.name ? { name: found.name } : {}),
        ...(found.phone ? { phone: found.phone } : {}),
        ...(area ? { area } : {}),
        ...(found.address ? { address: found.address } : {}),
      },
    });
    if (area) onAreaChange(area);
    const missing = [
      !found.name && '收件人',
      !found.phone && '手机号',
      !area && '省市区',
      !found.address && '详细地址',
    ].filter(Boolean);
    setHint(missing.length ? `未识别出：${missing.join('、')}，请补充` : '已识别，请核对');
  };
  return (
    <>
      <Form.Item label="智能识别" htmlFor="smart-address">
        <Space.Compact style={{ width: '100%' }}>
          <Input.TextArea
            id="smart-address"
            rows={2}
            placeholder="粘贴整段收件信息，如：张三 13800138000 广东省深圳市南山区科技园科苑路15号"
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
          />
          <Button onClick={recognise} disabled={!pasted.trim() || !tree}>
            识别
          </Button>
        </Space.Compact>
        {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
      </Form.Item>
      <Form.Item
        label="收件人"
        name={['receiver', 'name']}
        rules={[
          { required: true, whitespace: true, message: '请输入收件人' },
          { max: 30, message: '收件人最多30个字符' },
        ]}
      >
        <Input maxLength={30} autoComplete="name" />
      </Form.Item>
      <Form.Item
        label="手机号"
        name={['receiver', 'phone']}
        rules={[
          { required: true, message: '请输入手机号' },
          { pattern: RECEIVER_PHONE, message: '请输入正确的手机号、虚拟号或座机号' },
        ]}
      >
        <Input maxLength={24} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        label="省市区"
        name={['receiver', 'area']}
        rules={[{ required: true, type: 'array', len: 3, message: '请选择省市区' }]}
      >
        <Cascader
          options={tree}
          fieldNames={{ label: 'name', value: 'code', children: 'children' }}
          placeholder={tree ? '请选择省 / 市 / 区' : '加载中…'}
          showSearch
          onChange={(value) => onAreaChange((value ?? []) as string[])}
        />
      </Form.Item>
      <Form.Item
        label="详细地址"
        name={['receiver', 'address']}
        rules={[
          { required: true, whitespace: true, message: '请输入详细地址' },
          { max: 200, message: '详细地址最多200个字符' },
        ]}
      >
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </>
  );
}
