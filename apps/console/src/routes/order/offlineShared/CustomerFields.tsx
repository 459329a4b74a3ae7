import { Flex, Form, Input } from 'antd';
import { RECEIVER_PHONE } from '@oms/api-client';
import { useNarrowLayout } from '@oms/ui';

/** 客户姓名, 联系电话, 地址: the purchaser's own customer, under `customer`. */
export function CustomerFields() {
  const narrow = useNarrowLayout();
  return (
    <Flex gap={12} wrap>
      <Form.Item
        label="客户姓名"
        name={['customer', 'name']}
        rules={[{ required: true, whitespace: true, message: '请输入客户姓名' }]}
        style={{ width: narrow ? '100%' : 180 }}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        label="联系电话"
        name={['customer', 'phone']}
        rules={[
          { required: true, whitespace: true, message: '请输入联系电话' },
          { pattern: RECEIVER_PHONE, message: '请输入正确的手机号、虚拟号或座机号' },
        ]}
        style={{ width: narrow ? '100%' : 200 }}
      >
        <Input maxLength={24} inputMode="tel" />
      </Form.Item>
      <Form.Item
        label="地址"
        name={['customer', 'address']}
        style={{ flex: 1, minWidth: narrow ? '100%' : 260 }}
      >
        <Input maxLength={200} placeholder="送货或自提可不填" />
      </Form.Item>
    </Flex>
  );
}
