import { useState } from 'react';
import { Flex, Typography } from 'antd';
import { ConfirmButton, formatFen, useFeedback } from '@oms/ui';
import { answerNegotiation } from '../../../api/afterSale.ts';

/**
 * The stall's 协商退款 offer on refused pieces: 接受 puts it in the balance and ends the case (the goods
 * stay at the stall); 拒绝 leaves the 问题件 to send back or discard.
 */
export function NegotiationOffer({ asNo, fen, note }: { asNo: string; fen: number; note: string | null }) {
  const { toast } = useFeedback();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const answer = async (accept: boolean) => {
    setBusy(accept ? 'accept' : 'decline');
    try {
      const result = await answerNegotiation(asNo, accept);
      if (result.errorCode !== 0) toast.error(result.errorMsg);
      else if (accept) toast.success(`已接受协商退款，${formatFen(result.data!.refundedFen)} 已退回余额`);
      else toast.success('已拒绝协商退款，可寄回或丢弃问题件');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex vertical gap={4}>
      <Typography.Text>
        档口协商退款 <Typography.Text strong>{formatFen(fen)}</Typography.Text>
        {note ? <Typography.Text type="secondary">（{note}）</Typography.Text> : null}
      </Typography.Text>
      <Flex gap={6} wrap>
        <ConfirmButton
          title={`接受档口协商退款 ${formatFen(fen)}？`}
          description="接受后款项退回余额，货品留在档口，售后完成"
          okText="接受"
          cancelText="取消"
          onConfirm={() => answer(true)}
          size="small"
          type="primary"
          loading={busy === 'accept'}
          aria-label={`接受协商退款 ${asNo}`}
        >
          接受
        </ConfirmButton>
        <ConfirmButton
          title="拒绝档口的协商退款？"
          description="拒绝后不能再次协商，可寄回或丢弃问题件"
          okText="拒绝"
          okDanger
          cancelText="取消"
          onConfirm={() => answer(false)}
          size="small"
          loading={busy === 'decline'}
          aria-label={`拒绝协商退款 ${asNo}`}
        >
          拒绝
        </ConfirmButton>
      </Flex>
    </Flex>
  );
}
