import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { PROBLEM_DISCARD_WARNING, type ProblemRow } from '@oms/api-client';
import { formatFen, useFeedback } from '@oms/ui';
import { discardProblems } from '../../../api/afterSale.ts';
import { cancelSendBack, paySendBack } from '../../../api/sendBack.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { payPageUrl } from '../../funds/pay/payUrls.ts';
import { sendBackHref } from '../problemSendBack/sendBackUrls.ts';

function DiscardOne({ row }: { row: ProblemRow }) {
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  return (
    <Popconfirm
      title={`丢弃问题件 ${row.parcelNo}？`}
      description={PROBLEM_DISCARD_WARNING}
      okText="丢弃"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      onConfirm={async () => {
        setBusy(true);
        try {
          const answer = await discardProblems([row.id]);
          const result = answer.data?.results[0];
          if (answer.errorCode !== 0) toast.error(answer.errorMsg);
          else if (result?.ok) toast.success(`问题件 ${row.parcelNo} 已丢弃`);
          else toast.error(result?.message ?? '丢弃失败');
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button size="small" danger loading={busy} aria-label={`丢弃问题件 ${row.parcelNo}`}>
        丢弃
      </Button>
    </Popconfirm>
  );
}

/** 去支付 a 待付款 寄回单: its open payment order, or a new one. */
function PayOne({ postNo }: { postNo: string }) {
  const { toast } = useFeedback();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      type="primary"
      loading={busy}
      aria-label={`支付寄回单 ${postNo}`}
      onClick={async () => {
        setBusy(true);
        try {
          const answer = await paySendBack(postNo);
          if (answer.errorCode !== 0) return toast.error(answer.errorMsg);
          navigate(payPageUrl(answer.data.payNo));
        } finally {
          setBusy(false);
        }
      }}
    >
      去支付
    </Button>
  );
}

function CancelOne({ row }: { row: ProblemRow }) {
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  const sendBack = row.sendBack!;
  const paid = row.state === 'WAITING_RETURN';
  return (
    <Popconfirm
      title={`取消寄回单 ${sendBack.postNo}？`}
      description={
        paid ? `运费 ${formatFen(sendBack.freightFen)} 退回余额，包裹回到待处理` : '包裹回到待处理'
      }
      okText="取消寄回"
      cancelText="不取消"
      onConfirm={async () => {
        setBusy(true);
        try {
          const answer = await cancelSendBack(sendBack.postNo);
          if (answer.errorCode !== 0) return toast.error(answer.errorMsg);
          toast.success(
            answer.data.refundedFen > 0
              ? `已取消寄回，运费 ${formatFen(answer.data.refundedFen)} 已退回余额`
              : '已取消寄回',
          );
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button size="small" loading={busy} aria-label={`取消寄回单 ${sendBack.postNo}`}>
        取消寄回
      </Button>
    </Popconfirm>
  );
}

/** What the seller may do with a 问题件 where it stands: 寄回 or 丢弃, pay, call the 寄回 off. */
export function ProblemActions({ row }: { row: ProblemRow }) {
  if (row.state === 'WAITING_PROCESS')
    return (
      <Flex gap={6} wrap>
        <ButtonLink to={sendBackHref([row.id])} size="small" aria-label={`寄回问题件 ${row.parcelNo}`}>
          寄回
        </ButtonLink>
        <DiscardOne row={row} />
      </Flex>
    );
  if (row.sendBack && row.state === 'WAITING_PAYMENT')
    return (
      <Flex gap={6} wrap>
        <PayOne postNo={row.sendBack.postNo} />
        <CancelOne row={row} />
      </Flex>
    );
  if (row.sendBack && row.state === 'WAITING_RETURN') return <CancelOne row={row} />;
  return <Typography.Text type="secondary">—</Typography.Text>;
}
