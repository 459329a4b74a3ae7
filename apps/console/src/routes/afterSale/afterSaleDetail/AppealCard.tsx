import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Form, Input, Modal, Typography } from 'antd';
import { appealStateLabels, type AfterSaleDetail } from '@oms/api-client';
import { formatDateTime, formatFen, PriceInput, priceTextToFen, useFeedback } from '@oms/ui';
import { appealAfterSale } from '../../../api/afterSale.ts';

/** 申诉: a case that ended 已拒绝, once within 72 hours — the dialog asks why and how much. */
function AppealDialog({ kase, onClose }: { kase: AfterSaleDetail; onClose: () => void }) {
  const cap = kase.appliedFen - kase.refundedFen;
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState((cap / 100).toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { toast } = useFeedback();
  const submit = async () => {
    const fen = priceTextToFen(amount);
    if (!reason.trim()) return setError('请填写申诉理由');
    if (!fen || fen <= 0) return setError('请填写申诉金额');
    if (fen > cap) return setError(`申诉金额最多 ${formatFen(cap)}`);
    setBusy(true);
    try {
      const answer = await appealAfterSale(kase.asNo, reason.trim(), fen);
      if (answer.errorCode !== 0) return setError(answer.errorMsg);
      toast.success('申诉已提交，平台审核后通知您');
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`申诉 ${kase.asNo}`}
      okText="提交申诉"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Typography.Paragraph type="secondary">
          拒绝原因：{kase.problemReason ?? '档口拒收'}。平台核实后按申诉金额退回余额，每个售后只能申诉一次。
        </Typography.Paragraph>
        <Form.Item label="申诉理由" required>
          <Input.TextArea
            aria-label="申诉理由"
            value={reason}
            maxLength={200}
            showCount
            rows={3}
            placeholder="说明档口拒收不成立的理由，如吊牌完好、未经试穿"
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={`申诉金额（最多 ${formatFen(cap)}）`} required>
          <PriceInput aria-label="申诉金额" value={amount} onChange={setAmount} style={{ width: 160 }} />
        </Form.Item>
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}

/** The case's 申诉 and what the platform decided, or the button while one may still be made. */
export function AppealCard({ kase }: { kase: AfterSaleDetail }) {
  const [open, setOpen] = useState(false);
  const a = kase.appeal;
  if (!a && !kase.appealBefore) return null;
  return (
    <Card size="small" title="申诉">
      {a ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'state',
              label: '状态',
              children: appealStateLabels[a.state as keyof typeof appealStateLabels] ?? a.state,
            },
            { key: 'reason', label: '申诉理由', children: a.reason },
            { key: 'fen', label: '申诉金额', children: formatFen(a.requestedFen) },
            ...(a.approvedFen !== null
              ? [{ key: 'approved', label: '退回余额', children: formatFen(a.approvedFen) }]
              : []),
            ...(a.opsNote ? [{ key: 'note', label: '平台说明', children: a.opsNote }] : []),
            { key: 'at', label: '申诉时间', children: formatDateTime(a.createdAt) },
          ]}
        />
      ) : (
        <Flex gap={12} align="center" wrap>
          <Typography.Text>
            对档口拒收有异议，可在 {formatDateTime(kase.appealBefore!)} 前申诉一次，平台核实后退款到余额。
          </Typography.Text>
          <Button onClick={() => setOpen(true)} aria-label={`申诉 ${kase.asNo}`}>
            申诉
          </Button>
        </Flex>
      )}
      {open && <AppealDialog kase={kase} onClose={() => setOpen(false)} />}
    </Card>
  );
}
