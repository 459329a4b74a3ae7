import { useState } from 'react';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { RETURN_COURIERS, RETURN_WAYBILL_NO } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { giveReturnWaybill } from '../../../api/afterSale.ts';
import { courierOfWaybill } from './returnProgress.ts';

interface Values {
  courier: keyof typeof RETURN_COURIERS;
  waybillNo: string;
}

export interface ReturnWaybillTarget {
  asNo: string;
  returnWaybillNo: string | null;
  returnCourier: string | null;
}

/**
 * 填写退货单号: the buyer's return parcel (courier and number), until the warehouse signs for it; a
 * number given again replaces the old one. A scanner's Enter submits.
 */
export function ReturnWaybillDialog({
  target,
  onClose,
  scanned,
}: {
  /** The case; null keeps the dialog closed. */
  target: ReturnWaybillTarget | null;
  onClose: () => void;
  /** A number scanned at the returns bench, filled in with its likely courier. */
  scanned?: string;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { toast } = useFeedback();
  const submit = async (v: Values) => {
    if (!target) return;
    setSaving(true);
    try {
      const answer = await giveReturnWaybill({
        asNo: target.asNo,
        courier: v.courier,
        waybillNo: v.waybillNo.trim().toUpperCase(),
      });
      if (answer.errorCode !== 0) {
        if (answer.errorCode === 44005) form.setFields([{ name: 'waybillNo', errors: [answer.errorMsg] }]);
        else toast.error(answer.errorMsg);
        return;
      }
      toast.success(`退货单号已保存，仓库签收后将自动质检并退回档口`);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  const editing = !!target?.returnWaybillNo;
  return (
    <Modal
      open={target !== null}
      title={`${editing ? '修改' : '填写'}退货单号 ${target?.asNo ?? ''}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          courier: (target?.returnCourier ??
            (scanned ? courierOfWaybill(scanned) : null) ??
            'ZTO') as Values['courier'],
          waybillNo: target?.returnWaybillNo ?? scanned ?? '',
        }}
        onFinish={(v: Values) => void submit(v)}
      >
        <Form.Item name="courier" label="退货快递" rules={[{ required: true, message: '请选择退货快递' }]}>
          <Select options={Object.entries(RETURN_COURIERS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item
          name="waybillNo"
          label="退货单号"
          rules={[
            { required: true, whitespace: true, message: '请输入退货单号' },
            {
              validator: (_, v: string) =>
                !v || RETURN_WAYBILL_NO.test(v.trim().toUpperCase())
                  ? Promise.resolve()
                  : Promise.reject(new Error('退货单号为8到30位字母或数字')),
            },
          ]}
        >
          <Input
            autoFocus
            maxLength={30}
            placeholder="买家寄回包裹的快递单号"
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          仓库签收前可修改；签收后不能再撤销售后。
        </Typography.Text>
      </Form>
    </Modal>
  );
}
