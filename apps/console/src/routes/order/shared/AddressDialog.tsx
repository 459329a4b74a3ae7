import { useState } from 'react';
import { Form, Modal } from 'antd';
import { formatFen, showServerError, useFeedback, validatedValues } from '@oms/ui';
import { updateDaifaAddress } from '../../../api/daifaOrders.ts';
import { useAreaTree } from '../../../api/placeOrder.ts';
import { ReceiverFields, type ReceiverValues } from './ReceiverFields.tsx';

/** 修改地址 of a dropship order (before its waybill is printed): the whole receiver, checked by the server. */
export function AddressDialog({
  orderNo,
  onClose,
  onDone,
}: {
  orderNo: string | null;
  onClose: () => void;
  onDone: () => void | Promise<void>;
}) {
  const [form] = Form.useForm<{ receiver: ReceiverValues }>();
  const tree = useAreaTree();
  const [saving, setSaving] = useState(false);
  const { toast } = useFeedback();
  const save = async () => {
    const values = await validatedValues(form);
    if (!values || !orderNo) return;
    setSaving(true);
    try {
      const res = await updateDaifaAddress({
        orderNo,
        receiver: {
          name: values.receiver.name,
          phone: values.receiver.phone.trim(),
          areaCode: values.receiver.area[2]!,
          address: values.receiver.address,
        },
      });
      if (res.errorCode !== 0) {
        const field = (res.data as { field?: string } | null)?.field;
        if (field === 'receiver.areaCode')
          form.setFields([{ name: ['receiver', 'area'], errors: [res.errorMsg] }]);
        else if (!showServerError(form, res)) toast.error(res.errorMsg);
        return;
      }
      toast.success(
        res.data.refundedFen > 0
          ? `地址已修改，运费差额 ${formatFen(res.data.refundedFen)} 已退回余额`
          : '地址已修改',
      );
      form.resetFields();
      await onDone();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={orderNo !== null}
      title="修改地址"
      okText="保存"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <ReceiverFields form={form} tree={tree.data} onAreaChange={() => undefined} />
      </Form>
    </Modal>
  );
}
