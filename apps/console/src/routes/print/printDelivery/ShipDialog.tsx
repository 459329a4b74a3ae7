import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { SHIP_COURIERS, type PrintDeliveryRow } from '@oms/api-client';
import { showServerError, useFeedback } from '@oms/ui';
import { shipWithWaybill } from '../../../api/printDelivery.ts';

const couriers = Object.entries(SHIP_COURIERS).map(([value, label]) => ({ value, label }));

/** 已有单号 发货: the courier and the waybill the parcel already carries; the order is 已发货 at once. */
export function ShipDialog({ row, onClose }: { row: PrintDeliveryRow | null; onClose: () => void }) {
  const [form] = Form.useForm<{ courierCode: string; waybillNo: string }>();
  const [busy, setBusy] = useState(false);
  const { toast } = useFeedback();
  useEffect(() => {
    if (row)
      form.setFieldsValue({
        courierCode: row.courierCode in SHIP_COURIERS ? row.courierCode : undefined!,
        waybillNo: row.waybillNo ?? '',
      });
  }, [row, form]);
  if (!row) return null;
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const answer = await shipWithWaybill({
        orderNo: row.orderNo,
        courierCode: v.courierCode as 'ZTO',
        waybillNo: v.waybillNo.trim(),
      });
      if (answer.errorCode !== 0) {
        if (!showServerError(form, answer)) toast.error(answer.errorMsg);
        return;
      }
      toast.success(`${row.orderNo} 已发货，运单号 ${answer.data.waybillNo}`);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`填写单号发货：${row.orderNo}`}
      okText="发货"
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {row.receiverName} {row.receiverPhone} · {row.region} {row.address}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <Form.Item
          name="courierCode"
          label="快递公司"
          rules={[{ required: true, message: '请选择快递公司' }]}
        >
          <Select options={couriers} placeholder="选择快递公司" />
        </Form.Item>
        <Form.Item
          name="waybillNo"
          label="运单号"
          rules={[
            { required: true, message: '请填写运单号' },
            { pattern: /^\s*[A-Za-z0-9]{8,30}\s*$/, message: '运单号为8到30位字母或数字' },
          ]}
        >
          <Input
            autoFocus
            autoComplete="off"
            placeholder="扫描或输入面单上的运单号"
            // a scanner ends the number with Enter: that ships it
            onPressEnter={() => void submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
