import { useState } from 'react';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { PROBLEM_DISCARD_WARNING, type ProblemRow } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { discardProblems } from '../../../api/afterSale.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { sendBackHref } from '../problemSendBack/sendBackUrls.ts';
import { CancelSendBackButton, PaySendBackButton } from '../problemSendBack/SendBackButtons.tsx';

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
