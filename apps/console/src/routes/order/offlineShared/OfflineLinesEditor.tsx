import { Button, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { OFFLINE_MAX_LINES } from '@oms/api-client';
import { formatFen, PriceInput, useNarrowLayout } from '@oms/ui';
import { emptyLine, linesTotal, type OfflineLineValue } from './offlineForm.ts';

const required = (label: string) => [{ required: true, whitespace: true, message: `请输入${label}` }];
const FIELDS: Array<{
  key: keyof OfflineLineValue;
  label: string;
  max: number;
  width: number;
  optional?: boolean;
}> = [
  { key: 'stall', label: '档口', max: 40, width: 170 },
  { key: 'articleNo', label: '货号', max: 40, width: 110 },
  { key: 'title', label: '商品名称', max: 60, width: 150, optional: true },
  { key: 'color', label: '颜色', max: 40, width: 90 },
  { key: 'size', label: '尺码', max: 20, width: 70 },
];

/**
 * The goods lines of a 线下拿货单 or 线下退货单 (an antd Form.List under `lines`): 档口, 货号, 商品名称,
 * 颜色, 尺码, 数量 and 单价 per line, checked as the server checks them, with 合计 below.
 */
export function OfflineLinesEditor() {
  const narrow = useNarrowLayout();
  const lines = (Form.useWatch('lines') ?? []) as Array<Partial<OfflineLineValue> | undefined>;
  const total = linesTotal(lines);
  const width = (w: number) => (narrow ? 'calc(50% - 4px)' : w);
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((field, index) => (
            <Flex
              key={field.key}
              gap={8}
              wrap
              align="flex-start"
              role="group"
              aria-label={`第${index + 1}款`}
            >
              {FIELDS.map((f) => (
                <Form.Item
                  key={f.key}
                  name={[field.name, f.key]}
                  rules={f.optional ? [] : required(f.label)}
                  style={{ marginBottom: 0, width: width(f.width) }}
                >
                  <Input aria-label={f.label} placeholder={f.label} maxLength={f.max} />
                </Form.Item>
              ))}
              <Form.Item
                name={[field.name, 'qty']}
                rules={[{ required: true, message: '请输入数量' }]}
                style={{ marginBottom: 0, width: width(80) }}
              >
                <InputNumber
                  aria-label="数量"
                  placeholder="数量"
                  min={1}
                  max={999}
                  precision={0}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'price']}
                rules={[{ required: true, message: '请输入单价' }]}
                style={{ marginBottom: 0, width: width(100) }}
              >
                <PriceInput aria-label="单价" placeholder="单价" />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`删除第${index + 1}款`}
                disabled={fields.length === 1}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Button
              icon={<PlusOutlined aria-hidden />}
              disabled={fields.length >= OFFLINE_MAX_LINES}
              onClick={() => add(emptyLine())}
            >
              添加商品
            </Button>
            <Typography.Text aria-label="合计">
              共 {total.pieces} 件，合计 <Typography.Text strong>{formatFen(total.fen)}</Typography.Text>
            </Typography.Text>
          </Flex>
        </Flex>
      )}
    </Form.List>
  );
}
