import { useEffect, useMemo, useState } from 'react';
import { Alert, Checkbox, Flex, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { afterSaleType, stateLabel, type AfterSalePreview } from '@oms/api-client';
import { formatFen, ListState, useFeedback } from '@oms/ui';
import { applyAfterSale, useAfterSalePreview } from '../../../api/afterSale.ts';

/** The reasons sellers give most; 其他 asks for the words in 备注. */
export const AFTER_SALE_REASONS = ['买家不想要了', '买家拍错/多拍', '档口缺货', '发货太慢', '其他'] as const;

interface Values {
  type: string;
  lineNos: number[];
  reason: string;
  remark?: string;
}

type Line = AfterSalePreview['lines'][number];

const goodsText = (l: Line) => `${l.articleNo} ${l.color}/${l.size} ×${l.qty}`;

/** What the ticked lines give back: the whole order's (freight too) when every open line is ticked. */
export function refundOf(preview: AfterSalePreview, ticked: number[]): { fen: number; whole: boolean } {
  const open = preview.lines.filter((l) => l.blockedBy === null);
  const whole = preview.wholeOrderFen > 0 && open.length > 0 && open.every((l) => ticked.includes(l.lineNo));
  if (whole) return { fen: preview.wholeOrderFen, whole };
  const fen = open.filter((l) => ticked.includes(l.lineNo)).reduce((s, l) => s + l.refundFen, 0);
  return { fen, whole };
}

/**
 * 申请售后 on a 代发订单: the types the order can take (the others say why not), the lines with what each
 * gives back (a line that cannot says why), a reason, a remark. 未发货仅退款 completes at once: the fen
 * are in the balance when the dialog closes.
 */
export function ApplyAfterSaleDialog({
  orderNo,
  onClose,
  onDone,
}: {
  /** The order to apply on; null keeps the dialog closed. */
  orderNo: string | null;
  onClose: () => void;
  onDone: (asNo: string) => void | Promise<void>;
}) {
  const [form] = Form.useForm<Values>();
  const { data: preview, error, isLoading, mutate } = useAfterSalePreview(orderNo);
  const [saving, setSaving] = useState(false);
  const { toast } = useFeedback();
  const watched = Form.useWatch('lineNos', form);
  const reason = Form.useWatch('reason', form);
  const applicable = preview?.types.filter((t) => t.applicable) ?? [];

  useEffect(() => {
    if (!orderNo || !preview) return;
    form.resetFields();
    form.setFieldsValue({
      type: preview.types.find((t) => t.applicable)?.type ?? '',
      lineNos: preview.lines.filter((l) => l.blockedBy === null).map((l) => l.lineNo),
    });
  }, [orderNo, preview, form]);

  const ticked = useMemo(() => watched ?? [], [watched]);
  const refund = useMemo(() => (preview ? refundOf(preview, ticked) : null), [preview, ticked]);

  const submit = async (v: Values) => {
    if (!orderNo) return;
    setSaving(true);
    try {
      const answer = await applyAfterSale({
        orderNo,
        type: v.type as 'REFUND_UNDELIVERY',
        lineNos: v.lineNos,
        reason: v.reason,
        ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
      });
      if (answer.errorCode !== 0) {
        toast.error(answer.errorMsg);
        void mutate();
        return;
      }
      const { asNo, refundedFen, skipped } = answer.data;
      toast.success(`售后单 ${asNo} 已完成，${formatFen(refundedFen)} 已退回余额`);
      for (const s of skipped) toast.warning(`第 ${s.lineNo} 款：${s.why}`);
      await onDone(asNo);
    } finally {
      setSaving(false);
    }
  };

  const blockedAll = preview && applicable.length === 0;
  return (
    <Modal
      open={orderNo !== null}
      title={`申请售后 ${orderNo ?? ''}`}
      okText="提交申请"
      cancelText="取消"
      okButtonProps={{ disabled: !preview || !!blockedAll || ticked.length === 0 }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto' } }}
    >
      {error && !preview ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : isLoading || !preview ? (
        <ListState kind="loading" />
      ) : (
        <Form form={form} layout="vertical" requiredMark="optional" onFinish={(v: Values) => void submit(v)}>
          <Form.Item name="type" label="售后类型" rules={[{ required: true, message: '请选择售后类型' }]}>
            <Radio.Group>
              {preview.types.map((t) => (
                <Radio key={t.type} value={t.type} disabled={!t.applicable}>
                  {stateLabel(afterSaleType, t.type)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          {blockedAll && (
            <Alert type="warning" showIcon message={preview.types[0]?.why ?? '该订单暂不能申请售后'} />
          )}
          {!blockedAll && (
            <>
              <Form.Item
                name="lineNos"
                label="售后商品"
                rules={[{ required: true, type: 'array', min: 1, message: '请选择要售后的商品' }]}
              >
                <Checkbox.Group style={{ width: '100%' }}>
                  <Flex vertical gap={8} style={{ width: '100%' }}>
                    {preview.lines.map((l) => (
                      <Checkbox key={l.lineNo} value={l.lineNo} disabled={l.blockedBy !== null}>
                        <Flex vertical>
                          <span>
                            第 {l.lineNo} 款 {goodsText(l)}
                            {l.blockedBy === null && (
                              <Typography.Text type="secondary">
                                {' '}
                                · 可退 {formatFen(l.refundFen)}
                              </Typography.Text>
                            )}
                          </span>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {l.stall}
                            {l.blockedBy ? ` · ${l.blockedBy}` : ''}
                          </Typography.Text>
                        </Flex>
                      </Checkbox>
                    ))}
                  </Flex>
                </Checkbox.Group>
              </Form.Item>
              <Form.Item
                name="reason"
                label="售后原因"
                rules={[{ required: true, message: '请选择售后原因' }]}
              >
                <Select
                  placeholder="请选择"
                  options={AFTER_SALE_REASONS.map((r) => ({ value: r, label: r }))}
                />
              </Form.Item>
              <Form.Item
                name="remark"
                label="备注"
                rules={[
                  { max: 200, message: '备注最多200个字符' },
                  ...(reason === '其他'
                    ? [{ required: true, whitespace: true, message: '原因为「其他」时请写明' }]
                    : []),
                ]}
              >
                <Input.TextArea rows={2} maxLength={200} showCount placeholder="选填" />
              </Form.Item>
              {refund && refund.fen > 0 && (
                <Alert
                  type="info"
                  showIcon
                  message={
                    refund.whole
                      ? `整单退款（含运费），${formatFen(refund.fen)} 提交后立即退回余额，订单取消`
                      : `退款 ${formatFen(refund.fen)}（货款和代发费），提交后立即退回余额`
                  }
                />
              )}
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
