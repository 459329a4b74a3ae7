import { Flex, Typography } from 'antd';
import type { ProblemRow } from '@oms/api-client';
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
