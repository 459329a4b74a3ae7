import { useState } from 'react';
import { Flex, Typography } from 'antd';
import {
  PROBLEM_DISCARD_WARNING,
  PROBLEM_RESOLVE_LABELS,
  type ProblemResolveAction,
  type ProblemRow,
} from '@oms/api-client';
import { ConfirmButton, useFeedback } from '@oms/ui';
import { discardProblems, resolveProblem } from '../../../api/afterSale.ts';
import { NegotiationOffer } from '../shared/NegotiationOffer.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { sendBackHref } from '../problemSendBack/sendBackUrls.ts';
import { CancelSendBackButton, PaySendBackButton } from '../problemSendBack/SendBackButtons.tsx';

function DiscardOne({ row }: { row: ProblemRow }) {
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmButton
      title={`丢弃问题件 ${row.parcelNo}？`}
      description={PROBLEM_DISCARD_WARNING}
      okText="丢弃"
      okDanger
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
      size="small"
      danger
      loading={busy}
      aria-label={`丢弃问题件 ${row.parcelNo}`}
    >
      丢弃
    </ConfirmButton>
  );
}

const RESOLVE_WARNING: Record<ProblemResolveAction, string> = {
  RESTALL: '拒收的商品将由仓库再次退回档口，每个售后只能重新退一次',
  NEGOTIATE: '仓库将与档口协商：货品留在档口，档口退回部分货款；档口答复后由您决定是否接受',
};

/** 重新退档口 / 协商退款: the desk acts on it; the case moves on the answer. */
function ResolveOne({ row, action }: { row: ProblemRow; action: ProblemResolveAction }) {
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  const label = PROBLEM_RESOLVE_LABELS[action];
  return (
    <ConfirmButton
      title={`${label}：${row.parcelNo}？`}
      description={RESOLVE_WARNING[action]}
      okText={label}
      cancelText="取消"
      onConfirm={async () => {
        setBusy(true);
        try {
          const answer = await resolveProblem(row.id, action);
          if (answer.errorCode !== 0) toast.error(answer.errorMsg);
          else
            toast.success(
              action === 'RESTALL'
                ? `问题件 ${row.parcelNo} 将重新退回档口`
                : '已请仓库与档口协商，请等档口答复',
            );
        } finally {
          setBusy(false);
        }
      }}
      size="small"
      loading={busy}
      aria-label={`${label} ${row.parcelNo}`}
    >
      {label}
    </ConfirmButton>
  );
}

/**
 * What the seller may do with a 问题件 where it stands: 寄回 or 丢弃; a return's also 重新退档口 and
 * 协商退款 (once each), then the stall's offer to answer; pay or call a 寄回 off.
 */
export function ProblemActions({ row }: { row: ProblemRow }) {
  const kase = row.afterSale;
  if (row.state === 'WAITING_PROCESS' && kase?.returnState === 'NEGOTIATE_REFUND' && row.asNo)
    return kase.offerFen ? (
      <NegotiationOffer asNo={row.asNo} fen={kase.offerFen} note={kase.offerNote} />
    ) : (
      <Typography.Text type="secondary">档口协商中，请等答复</Typography.Text>
    );
  if (row.state === 'WAITING_PROCESS')
    return (
      <Flex gap={6} wrap>
        <ButtonLink to={sendBackHref([row.id])} size="small" aria-label={`寄回问题件 ${row.parcelNo}`}>
          寄回
        </ButtonLink>
        <DiscardOne row={row} />
        {kase?.canRestall ? <ResolveOne row={row} action="RESTALL" /> : null}
        {kase?.canNegotiate ? <ResolveOne row={row} action="NEGOTIATE" /> : null}
      </Flex>
    );
  if (row.sendBack && row.state === 'WAITING_PAYMENT')
    return (
      <Flex gap={6} wrap>
        <PaySendBackButton postNo={row.sendBack.postNo} />
        <CancelSendBackButton
          postNo={row.sendBack.postNo}
          paid={false}
          freightFen={row.sendBack.freightFen}
        />
      </Flex>
    );
  if (row.sendBack && row.state === 'WAITING_RETURN')
    return <CancelSendBackButton postNo={row.sendBack.postNo} paid freightFen={row.sendBack.freightFen} />;
  return <Typography.Text type="secondary">—</Typography.Text>;
}
