import { useEffect, useState } from 'react';
import { Button, Card, Col, Flex, Form, Row, Select, Typography } from 'antd';
import { IMPORT_FIELDS, type ImportMapping, type ImportSummary } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { useExpressAll } from '../../../api/fromShop.ts';
import { saveImportMapping } from '../../../api/daifaImport.ts';

/**
 * 对应列: which of the file's columns each field reads (guessed from the headers, this seller's last
 * choices first) and the courier of rows naming none. 重新检查 stores both and checks every row again.
 */
export function MappingCard({ summary, editable }: { summary: ImportSummary; editable: boolean }) {
  const { toast } = useFeedback();
  const { data: couriers } = useExpressAll();
  const [mapping, setMapping] = useState<ImportMapping>(summary.mapping);
  const [courierCode, setCourierCode] = useState(summary.courierCode ?? 'ZTO');
  const [saving, setSaving] = useState(false);
  const missing = IMPORT_FIELDS.some((f) => f.required && summary.mapping[f.key] === null);
  const [open, setOpen] = useState(missing);
  useEffect(() => {
    if (missing) setOpen(true);
  }, [missing]);
  useEffect(() => {
    setMapping(summary.mapping);
    setCourierCode(summary.courierCode ?? 'ZTO');
  }, [summary.mapping, summary.courierCode]);

  const columns = summary.headers.map((header, i) => ({
    value: i,
    label: `第${i + 1}列：${header || '（无表头）'}`,
  }));
  const changed =
    JSON.stringify(mapping) !== JSON.stringify(summary.mapping) || courierCode !== summary.courierCode;

  const save = async () => {
    setSaving(true);
    try {
      const answer = await saveImportMapping(summary.id, mapping, courierCode);
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success(`已重新检查：${answer.data.readyOrders} 单可下单，${answer.data.errorRows} 行有错`);
    } finally {
      setSaving(false);
    }
  };

  if (!open)
    return (
      <Card size="small" aria-label="对应列">
        <Flex align="center" gap={12} wrap>
          <Typography.Text>
            对应列：
            {IMPORT_FIELDS.filter((f) => summary.mapping[f.key] !== null)
              .map((f) => `${f.label}←${summary.headers[summary.mapping[f.key]!] || '无表头'}`)
              .join('、')}
          </Typography.Text>
          {editable && (
            <Button size="small" onClick={() => setOpen(true)}>
              修改对应列
            </Button>
          )}
        </Flex>
      </Card>
    );
  return (
    <Card size="small" title="对应列" aria-label="对应列">
      <Form layout="vertical" disabled={!editable}>
        <Row gutter={12}>
          {IMPORT_FIELDS.map((field) => (
            <Col key={field.key} xs={12} sm={8} md={6} xl={4}>
              <Form.Item label={field.label} required={field.required} style={{ marginBottom: 8 }}>
                <Select
                  aria-label={`${field.label}对应的列`}
                  allowClear={!field.required}
                  placeholder="不导入"
                  options={columns}
                  value={mapping[field.key] ?? undefined}
                  status={field.required && mapping[field.key] === null ? 'error' : undefined}
                  onChange={(value?: number) => setMapping({ ...mapping, [field.key]: value ?? null })}
                />
              </Form.Item>
            </Col>
          ))}
          <Col xs={12} sm={8} md={6} xl={4}>
            <Form.Item label="默认快递" style={{ marginBottom: 8 }} tooltip="文件里没有写快递的订单用它">
              <Select
                aria-label="默认快递"
                options={(couriers ?? []).map((c) => ({ value: c.code, label: c.name }))}
                value={courierCode}
                onChange={setCourierCode}
              />
            </Form.Item>
          </Col>
        </Row>
        <Flex align="center" gap={12} wrap>
          <Button type={changed ? 'primary' : 'default'} loading={saving} onClick={() => void save()}>
            重新检查
          </Button>
          <Typography.Text type="secondary">
            省、市、区可以不选：详细地址里写全了省市区时会自动识别。选择会被记住，下次同样表头的文件自动对应。
          </Typography.Text>
        </Flex>
      </Form>
    </Card>
  );
}
