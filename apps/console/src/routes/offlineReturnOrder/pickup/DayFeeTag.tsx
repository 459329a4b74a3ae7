import { Link } from 'react-router-dom';
import { Tag, Tooltip } from 'antd';
import type { PickupAuditState } from '@oms/api-client';
import { formatFen } from '@oms/ui';

type Fee = NonNullable<PickupAuditState['fee']>;

const STATE_TEXT: Record<Fee['state'], string> = {
  CHARGED: '已从余额扣除',
  OWED: '余额不足，待补款',
  PAID: '已补款',
  WRITTEN_OFF: '逾期未补',
};

/** What the audited day's 平台拿退货费 was and how it was paid; an owed one opens 代发补款记录 (for who may). */
export function DayFeeTag({ fee, canOpenReplenish }: { fee: Fee; canOpenReplenish: boolean }) {
  const text = `平台拿退货费 ${formatFen(fee.fen)} · ${STATE_TEXT[fee.state]}`;
  const tag = (
    <Tag color={fee.state === 'OWED' ? 'warning' : 'default'} style={{ alignSelf: 'center' }}>
      {fee.state === 'OWED' && canOpenReplenish ? (
        <Link to="/funds/transferRecord?tab=WAITING_PAYMENT">{text}</Link>
      ) : (
        text
      )}
    </Tag>
  );
  return (
    <Tooltip
      title={`${fee.feeNo}：拿货 ${fee.tookPieces} 件，退货 ${fee.returnedPieces} 件${fee.replenishNo ? `，补款单 ${fee.replenishNo}` : ''}`}
    >
      {tag}
    </Tooltip>
  );
}

/** 日结审核's answer in a sentence: the fee charged, or owed as a 补款. */
export function dayFeeSentence(fee: PickupAuditState['fee']) {
  if (!fee) return '';
  return fee.state === 'OWED'
    ? `，余额不足，平台拿退货费 ${formatFen(fee.fen)} 已生成补款单 ${fee.replenishNo ?? ''}`
    : `，平台拿退货费 ${formatFen(fee.fen)} 已从余额扣除`;
}
