import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { createRequestKey, ListState, Page, showServerError, useFeedback, validatedValues } from '@oms/ui';
import { saveOfflineOrder, useOfflineOrder } from '../../../api/offline.ts';
import { CustomerFields } from '../offlineShared/CustomerFields.tsx';
import {
  emptyLine,
  toLineInputs,
  toLineValues,
  type OfflineLineValue,
} from '../offlineShared/offlineForm.ts';
import { OfflineLinesEditor } from '../offlineShared/OfflineLinesEditor.tsx';

interface FormValues {
  customer: { name: string; phone: string; address?: string };
  lines: OfflineLineValue[];
  remark?: string;
}

const idOf = (text: string | null) => (text && /^\d{1,15}$/.test(text) ? Number(text) : null);

/**
 * 新建线下拿货单 (/order/getOfflineCreate): the customer, the goods by 档口 and 货号 with their prices,
 * 保存草稿 or 提交 (待拿货). `?edit={id}` edits a draft; `?copy={id}` starts from an earlier order.
 */
export default function OfflineCreatePage() {
  const [search] = useSearchParams();
  const editId = idOf(search.get('edit'));
  const copyId = idOf(search.get('copy'));
  const source = useOfflineOrder(editId ?? copyId);
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const [requestKey] = useState(createRequestKey);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const editing = editId !== null ? source.data : undefined;
  const notDraft = editing && editing.status !== 'DRAFT';

  useEffect(() => {
    if (!source.data) return;
    form.setFieldsValue({
      customer: source.data.customer,
      lines: toLineValues(source.data.lines),
      remark: source.data.remark,
    });
  }, [source.data, form]);

  const save = async (submit: boolean) => {
    const values = await validatedValues(form);
    if (!values) return;
    setBusy(submit ? 'submit' : 'draft');
    try {
      const answer = await saveOfflineOrder({
        requestKey,
        ...(editing ? { id: editing.id, version: editing.version } : {}),
        customer: {
          name: values.customer.name,
          phone: values.customer.phone,
          address: values.customer.address ?? '',
        },
        lines: toLineInputs(values.lines),
        remark: values.remark ?? '',
        submit,
      });
      if (answer.errorCode !== 0) {
        if (!showServerError(form, answer)) toast.error(answer.errorMsg);
        return;
      }
      toast.success(
        submit ? `${answer.data.orderNo} 已提交，等待拿货` : `${answer.data.orderNo} 已保存为草稿`,
      );
      navigate(`/order/getOfflineList?status=${submit ? 'WAITING_TAKING' : 'DRAFT'}`);
    } finally {
      setBusy(null);
    }
  };

  const title = editId ? '编辑拿货单' : '新建线下拿货单';
  if ((editId || copyId) && source.error)
    return (
      <Page title={title}>
        <ListState kind="error" message={source.error.message} onRetry={() => void source.mutate()} />
      </Page>
    );
  return (
    <Page
      title={title}
      extra={<Button onClick={() => navigate('/order/getOfflineList')}>返回拿货单列表</Button>}
    >
      {notDraft && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${editing.orderNo} 已提交，不能再编辑；可以在列表里取消后再来一单。`}
        />
      )}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ customer: { name: '', phone: '', address: '' }, lines: [emptyLine()], remark: '' }}
        disabled={!!notDraft}
      >
        <Flex vertical gap={12}>
          <Card size="small" title="客户信息">
            <CustomerFields />
          </Card>
          <Card size="small" title="拿货商品">
            <OfflineLinesEditor />
          </Card>
          <Card size="small">
            <Form.Item label="备注" name="remark" style={{ marginBottom: 0 }}>
              <Input.TextArea
                maxLength={500}
                showCount
                autoSize={{ minRows: 2, maxRows: 4 }}
                placeholder="给拿货员的话，如：要新货、别拿有线头的"
              />
            </Form.Item>
          </Card>
          <Flex gap={8} justify="flex-end" wrap>
            <Button loading={busy === 'draft'} onClick={() => void save(false)}>
              保存草稿
            </Button>
            <Button type="primary" loading={busy === 'submit'} onClick={() => void save(true)}>
              提交
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Page>
  );
}
