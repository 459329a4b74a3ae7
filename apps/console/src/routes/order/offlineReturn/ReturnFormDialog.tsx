import { useEffect, useState } from 'react';
import { Button, Flex, Form, Input, Modal, Select } from 'antd';
import { offlineReturnReason, stateCodes, stateLabel, type OfflineReturnRow } from '@oms/api-client';
import { createRequestKey, showServerError, useFeedback, useNarrowLayout, validatedValues } from '@oms/ui';
import { offlineReturnSource, saveOfflineReturn } from '../../../api/offline.ts';
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
  reason: OfflineReturnRow['reason'];
  offlineOrderNo?: string;
  lines: OfflineLineValue[];
  remark?: string;
}

const REASONS = stateCodes(offlineReturnReason).map((value) => ({
  value,
  label: stateLabel(offlineReturnReason, value),
}));

/**
 * 登记退货: the customer, why, the goods (a wrong one 未指派 is deleted and registered again). 从拿货单带入 fills the customer and what
 * was taken from one of the purchaser's 线下拿货单.
 */
export function ReturnFormDialog({
  open,
  fromOrderNo,
  onClose,
}: {
  open: boolean;
  fromOrderNo: string;
  onClose: (saved: boolean) => void;
}) {
  const narrow = useNarrowLayout();
  const { toast } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const [requestKey, setRequestKey] = useState(createRequestKey);
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(false);

  const bringIn = async (orderNo: string) => {
    setLoading(true);
    try {
      const answer = await offlineReturnSource(orderNo.trim());
      if (answer.errorCode !== 0) {
        form.setFields([{ name: 'offlineOrderNo', errors: [answer.errorMsg] }]);
        return;
      }
      form.setFieldsValue({
        offlineOrderNo: answer.data.orderNo,
        customer: answer.data.customer,
        lines: toLineValues(answer.data.lines),
      });
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    if (!open) return;
    setRequestKey(createRequestKey());
    form.resetFields();
    if (fromOrderNo) void bringIn(fromOrderNo);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, [open]);

  const save = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    setBusy(true);
    try {
      const answer = await saveOfflineReturn({
        requestKey,
        customer: {
          name: values.customer.name,
          phone: values.customer.phone,
          address: values.customer.address ?? '',
        },
        reason: values.reason,
        offlineOrderNo: values.offlineOrderNo?.trim() ?? '',
        lines: toLineInputs(values.lines),
        remark: values.remark ?? '',
      });
      if (answer.errorCode !== 0) {
        if (!showServerError(form, answer)) toast.error(answer.errorMsg);
        return;
      }
      toast.success(`已登记退货 ${answer.data.returnNo}`);
      onClose(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="登记退货"
      width={narrow ? '100%' : 980}
      okText="保存"
      confirmLoading={busy}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ customer: { name: '', phone: '', address: '' }, lines: [emptyLine()], remark: '' }}
      >
        <Flex gap={12} wrap align="flex-end">
          <Form.Item label="线下拿货单号" name="offlineOrderNo" style={{ width: narrow ? '100%' : 260 }}>
            <Input placeholder="XH 开头，可不填" maxLength={20} />
          </Form.Item>
          <Form.Item>
            <Button
              loading={loading}
              onClick={() => void bringIn(form.getFieldValue('offlineOrderNo') ?? '')}
            >
              从拿货单带入
            </Button>
          </Form.Item>
          <Form.Item
            label="退货原因"
            name="reason"
            rules={[{ required: true, message: '请选择退货原因' }]}
            style={{ width: narrow ? '100%' : 180 }}
          >
            <Select options={REASONS} placeholder="请选择" aria-label="退货原因" />
          </Form.Item>
        </Flex>
        <CustomerFields />
        <OfflineLinesEditor />
        <Form.Item label="备注" name="remark" style={{ marginTop: 12, marginBottom: 0 }}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
