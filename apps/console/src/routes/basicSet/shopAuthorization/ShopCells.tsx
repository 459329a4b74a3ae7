import { Badge, Flex, theme, Typography } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { shopAuthState, type ShopRow } from '@oms/api-client';
import { formatDate, formatTime, StatusTag } from '@oms/ui';
import { daysLeft, needsRedBookCheck } from './shopRules.ts';

// Dots rather than tinted tags: the text keeps the body colour, legible (4.5:1) on white and on a hovered row.

/** 状态: the authorisation state, and 待验证 for a REDBOOK shop that cannot sync until it is checked. */
export function ShopState({ shop }: { shop: ShopRow }) {
  return (
    <Flex vertical gap={2}>
      <StatusTag appearance="dot" map={shopAuthState} code={shop.authState} />
      {needsRedBookCheck(shop) && <Badge status="warning" text="待验证" />}
    </Flex>
  );
}

/**
 * 剩余天数, never below 0 (spec §9). Expired in the error red; inside the 5-day warning bold with a
 * warning mark (the theme's orange is under 4.5:1 as text, fine as an icon).
 */
export function DaysLeft({ shop }: { shop: ShopRow }) {
  const { token } = theme.useToken();
  const text = `${daysLeft(shop)}天`;
  if (shop.authState === 'EXPIRED')
    return <Typography.Text style={{ color: token.colorErrorText }}>{text}</Typography.Text>;
  if (shop.authState !== 'EXPIRING') return <Typography.Text>{text}</Typography.Text>;
  return (
    <Typography.Text strong>
      <ExclamationCircleFilled aria-hidden style={{ color: token.colorWarning, marginInlineEnd: 4 }} />
      {text}
    </Typography.Text>
  );
}

/** A date-time on two lines (date, then time in grey), so the table's time columns stay narrow. */
export function DateTimeLines({ value }: { value: string }) {
  return (
    <Flex vertical>
      <span>{formatDate(value)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatTime(value)}
      </Typography.Text>
    </Flex>
  );
}
