import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { stallRefuseReason, stateCodes, stateLabel, type OfflineReturnRow } from '@oms/api-client';
import { formatFen, PriceInput, priceTextToFen, useFeedback } from '@oms/ui';
import { moveOfflineReturn } from '../../../api/offline.ts';
import { fenToPriceText } from '../offlineShared/offlineForm.ts';

const REFUSALS = stateCodes(stallRefuseReason).map((value) => ({
  value,
  label: stateLabel(stallRefuseReason, value),
}));

/** The stall's answer: 档口已退款 with what it paid back (the goods' amount filled in), or 档口拒收 with why. */
export function ReturnResultDialog({
  target,
  onClose,
}: {
  target: { row: OfflineReturnRow; result: 'REFUNDED' | 'REFUSED' } | null;
  onClose: () => void;
}) {
  const { toast } = useFeedback();
  const [refund, setRefund] = useState('');
  const [reason, setReason] = useState<string | undefined>();
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!target) return;
    setRefund(fenToPriceText(target.row.goodsFen));
    setReason(undefined);
    setNote('');
    setError('');
  }, [target]);
  if (!target) return null;
  const { row, result } = target;

  const confirm = async () => {
    const refundFen = priceTextToFen(refund);
    if (result === 'REFUNDED' && refundFen === null) return setError('请输入档口退款金额');
    if (result === 'REFUSED' && !reason) return setError('请选择拒收原因');
    setBusy(true);
    try {
      const answer = await moveOfflineReturn({
        id: row.id,
        version: row.version,
        action: result,
        ...(result === 'REFUNDED'
          ? { refundFen: refundFen! }
          : { refuseReason: reason as OfflineReturnRow['refuseReason'] & string }),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      if (answer.errorCode !== 0) return setError(answer.errorMsg);
      toast.success(result === 'REFUNDED' ? `${row.returnNo} 档口已退款` : `${row.returnNo} 已记为档口拒收`);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={`${result === 'REFUNDED' ? '档口已退款' : '档口拒收'} · ${row.returnNo}`}
      okText="确定"
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        {result === 'REFUNDED' ? (
          <Form.Item
            label={`退款金额（商品 ${formatFen(row.goodsFen)}）`}
            validateStatus={error ? 'error' : ''}
            help={error}
          >
            <PriceInput aria-label="退款金额" value={refund} onChange={setRefund} />
          </Form.Item>
        ) : (
          <Form.Item label="拒收原因" validateStatus={error ? 'error' : ''} help={error}>
            <Select
              aria-label="拒收原因"
              options={REFUSALS}
              value={reason}
              onChange={setReason}
              placeholder="请选择"
            />
          </Form.Item>
        )}
        <Form.Item label="说明">
          <Input aria-label="说明" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
        </Form.Item>
        <Typography.Text type="secondary">
          {result === 'REFUNDED'
            ? '退款按商品金额分到送退中的每件商品；在「退货登记指派」确认后计入该档口的拿货结算账单。'
            : '送退中的商品都记为拒收；可再次送退（最多两次），或在「退货登记指派」协商退款、自留。'}
        </Typography.Text>
      </Form>
    </Modal>
  );
}
