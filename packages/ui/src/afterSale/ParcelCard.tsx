import type { ReactNode } from 'react';
import { Card, Flex, Tag, Typography } from 'antd';
import { formatDateTime } from '../helpers/dates.ts';

const DAY = 86_400_000;

export interface ParcelCardProps {
  headlessNo: string;
  courierName: string;
  /** As the pool shows it: 4 + 4 (`7730****1234`). */
  waybillNo: string;
  /** What the desk saw inside; empty when it noted nothing. */
  goodsHint: string;
  weightG: number | null;
  signedAt: string;
  /** When the pool gives it up. */
  deadlineAt: string;
  /** 以图搜件's 50–100, shown when the card answers a photo. */
  similarity?: number;
  /** The desk's photos (the console's thumbnails). */
  photos?: ReactNode;
  /** 认领, and whatever else the page offers. */
  action?: ReactNode;
  /** Now, for the days left (tests and stories fix it). */
  now?: number;
}

/** Days the pool still keeps a parcel: red in the last three. */
export function daysLeft(deadlineAt: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(deadlineAt) - now) / DAY));
}

/**
 * A 无头件 of the claim pool as a card: its photos, number, days left, the masked waybill, what the
 * desk saw, when it was signed for, and the page's action (认领).
 */
export function ParcelCard(p: ParcelCardProps) {
  const days = daysLeft(p.deadlineAt, p.now);
  return (
    <Card size="small" role="listitem" aria-label={`无头件 ${p.headlessNo}`}>
      <Flex vertical gap={4}>
        {p.photos}
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text strong>{p.headlessNo}</Typography.Text>
          <Flex gap={4}>
            {p.similarity !== undefined && <Tag color="blue">相似度 {p.similarity}%</Tag>}
            <Tag color={days <= 3 ? 'red' : 'default'}>剩 {days} 天</Tag>
          </Flex>
        </Flex>
        <Typography.Text>
          {p.courierName} {p.waybillNo}
        </Typography.Text>
        <Typography.Text type="secondary">
          {p.goodsHint || '未登记商品'}
          {p.weightG ? ` · ${(p.weightG / 1000).toFixed(2)} 千克` : ''}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          签收 {formatDateTime(p.signedAt)}
        </Typography.Text>
        {p.action}
      </Flex>
    </Card>
  );
}
