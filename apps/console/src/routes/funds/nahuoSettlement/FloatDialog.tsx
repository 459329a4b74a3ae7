import { useEffect, useRef, useState } from 'react';
import { DatePicker, Form, Modal, Select, type InputRef, type RefSelectProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  fenToPriceText,
  PriceInput,
  priceTextToFen,
  shanghaiToday,
  showServerError,
  useFeedback,
} from '@oms/ui';
import { registerFloat } from '../../../api/settlements.ts';

export interface FloatTarget {
  staffId?: number;
  day?: string;
  floatFen?: number;
}

/**
 * 登记备用金: the cash a staff member takes out in the morning. From a row its person and day are fixed;
 * from 登记备用金 at the top, today's for anyone.
 */
export function FloatDialog({
  target,
  staff,
  onClose,
}: {
  target: FloatTarget | null;
  staff: { staffId: number; name: string }[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ staffId?: number; day: Dayjs; amount: string }>();
  const [busy, setBusy] = useState(false);
  const staffSelect = useRef<RefSelectProps>(null);
  const amountInput = useRef<InputRef>(null);
  const { toast } = useFeedback();
  useEffect(() => {
    if (!target) return;
    form.setFieldsValue({
      staffId: target.staffId,
      day: dayjs(target.day ?? shanghaiToday(new Date())),
      amount: target.floatFen ? fenToPriceText(target.floatFen) : '',
    });
  }, [target, form]);
  if (!target) return null;
  const fixed = target.staffId !== undefined;
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const answer = await registerFloat({
        staffId: v.staffId!,
        day: v.day.format('YYYY-MM-DD'),
        floatFen: priceTextToFen(v.amount) ?? 0,
      });
      if (answer.errorCode !== 0) {
        if (!showServerError(form, answer)) toast.error(answer.errorMsg);
        return;
      }
      toast.success('备用金已登记');
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title="登记备用金"
      okText="保存"
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      // from 登记备用金 at the top the person comes first; from a row, the amount (once the dialog is in)
      afterOpenChange={(opened) =>
        opened && (fixed ? amountInput.current?.focus() : staffSelect.current?.focus())
      }
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <Form.Item name="staffId" label="拿货员" rules={[{ required: true, message: '请选择拿货员' }]}>
          <Select
            ref={staffSelect}
            disabled={fixed}
            showSearch
            optionFilterProp="label"
            placeholder="选择拿货员或退货员"
            options={staff.map((s) => ({ value: s.staffId, label: s.name }))}
          />
        </Form.Item>
        <Form.Item name="day" label="日期" rules={[{ required: true, message: '请选择日期' }]}>
          <DatePicker
            disabled={fixed}
            allowClear={false}
            style={{ width: '100%' }}
            disabledDate={(d) => d.isAfter(dayjs(shanghaiToday(new Date())), 'day')}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="备用金"
          rules={[
            { required: true, message: '请输入备用金' },
            {
              validator: (_, v: string) =>
                (priceTextToFen(v ?? '') ?? Infinity) <= 10_000_000
                  ? Promise.resolve()
                  : Promise.reject(new Error('备用金不能超过100000元')),
            },
          ]}
        >
          <PriceInput ref={amountInput} aria-label="备用金" onPressEnter={() => void submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
