import { useEffect, useRef, useState } from 'react';
import { Form, Modal, Radio, Select, Typography } from 'antd';
import { stallRefuseReason, type ReturnItemRow } from '@oms/api-client';
import {
  createRequestKey,
  fenToPriceText,
  formatFen,
  PriceInput,
  priceTextToFen,
  showServerError,
  useFeedback,
} from '@oms/ui';
import { negotiateReturn, reportReturn } from '../../../api/returns.ts';

const refuseOptions = Object.entries(stallRefuseReason).map(([value, e]) => ({ value, label: e.label }));

/**
 * 上报结果 (the stall refunded this much, or refused and why) or, after a refusal, 协商退款: the amount
 * agreed. The refund starts at the goods' value, the most it may be (47031 beyond).
 */
export function ReturnReportDialog({
  item,
  mode,
  onClose,
}: {
  item: ReturnItemRow | null;
  mode: 'report' | 'negotiate';
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ outcome: 'REFUNDED' | 'REFUSED'; refund: string; refuseReason?: string }>();
  const outcome = Form.useWatch('outcome', form);
  const [busy, setBusy] = useState(false);
  const { toast } = useFeedback();
  // one key per dialog opening: a retry after a lost answer is the same report
  const key = useRef('');
  useEffect(() => {
    if (!item) return;
    key.current = createRequestKey();
    form.setFieldsValue({
      outcome: 'REFUNDED',
      refund: fenToPriceText(item.goodsFen),
      refuseReason: undefined,
    });
  }, [item, form]);
  if (!item) return null;
  const submit = async () => {
    const values = await form.validateFields();
    const refundFen = priceTextToFen(values.refund ?? '');
    setBusy(true);
    try {
      const answer =
        mode === 'negotiate'
          ? await negotiateReturn(item.id, item.version, refundFen ?? 0)
          : await reportReturn(
              values.outcome === 'REFUNDED'
                ? { id: item.id, version: item.version, outcome: 'REFUNDED', refundFen: refundFen ?? 0 }
                : {
                    id: item.id,
                    version: item.version,
                    outcome: 'REFUSED',
                    refuseReason: values.refuseReason as 'SMELL',
                  },
              key.current,
            );
      if (answer.errorCode !== 0) {
        if (!showServerError(form, answer)) toast.error(answer.errorMsg);
        return;
      }
      toast.success(mode === 'negotiate' ? '已登记协商退款' : '已上报退货结果');
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`${mode === 'negotiate' ? '协商退款' : '上报退货结果'}：${item.returnNo}`}
      okText={mode === 'negotiate' ? '确认退款' : '上报'}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {item.stall} · {item.articleNo} {item.color}/{item.size} × {item.qty}，原拿货金额{' '}
        {formatFen(item.goodsFen)}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false}>
        {mode === 'report' && (
          <Form.Item name="outcome" label="档口结果">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'REFUNDED', label: '档口已退款' },
                { value: 'REFUSED', label: '档口拒收' },
              ]}
            />
          </Form.Item>
        )}
        {(mode === 'negotiate' || outcome !== 'REFUSED') && (
          <Form.Item
            name="refund"
            label="退款金额"
            rules={[
              { required: true, message: '请填写档口退款金额' },
              {
                validator: (_, v: string) =>
                  (priceTextToFen(v ?? '') ?? 0) > item.goodsFen
                    ? Promise.reject(new Error('退款金额超过原拿货金额'))
                    : Promise.resolve(),
              },
            ]}
          >
            <PriceInput aria-label="退款金额" />
          </Form.Item>
        )}
        {mode === 'report' && outcome === 'REFUSED' && (
          <Form.Item
            name="refuseReason"
            label="拒收原因"
            rules={[{ required: true, message: '请选择拒收原因' }]}
          >
            <Select aria-label="拒收原因" options={refuseOptions} placeholder="请选择" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
