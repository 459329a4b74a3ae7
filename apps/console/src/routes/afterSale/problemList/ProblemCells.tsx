import { Flex, Typography } from 'antd';
import { afterSaleState, returnLogisticsState, stateLabel, type ProblemRow } from '@oms/api-client';
import { formatFen } from '@oms/ui';

/** 问题: the type, and the reason under it. */
export function ProblemType({ row, strong = true }: { row: ProblemRow; strong?: boolean }) {
  return (
    <Flex vertical>
      <Typography.Text strong={strong}>{row.problemType}</Typography.Text>
      {row.reason && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.reason}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** 寄回信息: the 寄回单, its courier and waybill once shipped, the freight and where it goes. */
export function SendBackInfo({ row }: { row: ProblemRow }) {
  const s = row.sendBack;
  if (!s) return null;
  return (
    <Flex vertical>
      <Typography.Text style={{ fontSize: 12 }}>寄回单 {s.postNo}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {s.courierName}
        {s.waybillNo ? ' ' : ''}
        {s.waybillNo && (
          <Typography.Text copyable={{ tooltips: ['复制', '已复制'] }} style={{ fontSize: 12 }}>
            {s.waybillNo}
          </Typography.Text>
        )}{' '}
        · 运费 {formatFen(s.freightFen)}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: s.receiver }}>
        {s.receiver}
      </Typography.Text>
    </Flex>
  );
}

/** A return's case once the parcel went back to it (重新退档口, 协商退款): where the case stands now. */
export function CaseProgress({ row }: { row: ProblemRow }) {
  const kase = row.afterSale;
  if (!kase || (row.state !== 'MATCHED' && kase.returnState !== 'NEGOTIATE_REFUND')) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      售后{stateLabel(afterSaleState, kase.status)}
      {kase.returnState ? ` · ${stateLabel(returnLogisticsState, kase.returnState)}` : ''}
    </Typography.Text>
  );
}
