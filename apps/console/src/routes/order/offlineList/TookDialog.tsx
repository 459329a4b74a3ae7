import { useEffect, useState } from 'react';
import { Flex, InputNumber, Modal, Typography } from 'antd';
import type { OfflineOrderRow } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { tookOfflineOrder } from '../../../api/offline.ts';

/**
 * 拿货完成: what the picker brought back of each line, the ordered quantity filled in; 0 is 缺货. The
 * order goes to 已拿货 with the quantities as entered.
 */
export function TookDialog({ order, onClose }: { order: OfflineOrderRow | null; onClose: () => void }) {
  const { toast } = useFeedback();
  const [took, setTook] = useState<Record<number, number | null>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (order) setTook(Object.fromEntries(order.lines.map((l) => [l.lineNo, l.qty])));
  }, [order]);
  if (!order) return null;
  const pieces = order.lines.reduce((n, l) => n + (took[l.lineNo] ?? 0), 0);

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await tookOfflineOrder({
        id: order.id,
        version: order.version,
        lines: order.lines.map((l) => ({ lineNo: l.lineNo, tookQty: took[l.lineNo] ?? 0 })),
      });
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success(`${order.orderNo} 已拿货`);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={`拿货完成 · ${order.orderNo}`}
      okText="确认拿货完成"
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <Flex vertical gap={10}>
        <Typography.Text type="secondary">按实际拿到的件数填写，没拿到填 0（记为缺货）。</Typography.Text>
        {order.lines.map((l) => (
          <Flex key={l.lineNo} justify="space-between" align="center" gap={8} wrap>
            <span>
              {l.stall} {l.articleNo}{' '}
              <Typography.Text type="secondary">
                {l.color}/{l.size} · 下单 {l.qty} 件
              </Typography.Text>
            </span>
            <InputNumber
              aria-label={`${l.articleNo} 实拿数量`}
              min={0}
              max={l.qty}
              precision={0}
              value={took[l.lineNo] ?? null}
              onChange={(v) => setTook((t) => ({ ...t, [l.lineNo]: v }))}
              addonAfter="件"
              style={{ width: 120 }}
            />
          </Flex>
        ))}
        <Typography.Text strong>实拿合计 {pieces} 件</Typography.Text>
      </Flex>
    </Modal>
  );
}
