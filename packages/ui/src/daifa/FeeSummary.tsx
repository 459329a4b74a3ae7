import { Descriptions } from 'antd';
import { formatFen } from '../helpers/money.ts';

export interface FeeSummaryProps {
  goodsFen: number;
  serviceFen: number;
  freightFen: number;
  /** Shown once anything came back. */
  refundedFen?: number;
  /** Columns of the description grid (2 on a phone). */
  column?: number;
  title?: string;
}

/**
 * 费用 of a dropship order: 商品 (the stalls' prices), 代发费, 快递费 and what was refunded; 合计 is what the
 * seller paid for it, before refunds.
 */
export function FeeSummary({
  goodsFen,
  serviceFen,
  freightFen,
  refundedFen = 0,
  column = 4,
  title = '费用',
}: FeeSummaryProps) {
  return (
    <Descriptions size="small" column={column} title={title}>
      <Descriptions.Item label="商品">{formatFen(goodsFen)}</Descriptions.Item>
      <Descriptions.Item label="代发费">{formatFen(serviceFen)}</Descriptions.Item>
      <Descriptions.Item label="快递费">{formatFen(freightFen)}</Descriptions.Item>
      <Descriptions.Item label="合计">{formatFen(goodsFen + serviceFen + freightFen)}</Descriptions.Item>
      {refundedFen > 0 && <Descriptions.Item label="已退款">{formatFen(refundedFen)}</Descriptions.Item>}
    </Descriptions>
  );
}
