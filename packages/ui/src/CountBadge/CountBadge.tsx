import type { ReactNode } from 'react';
import { Badge } from 'antd';
import { BADGE_OVERFLOW_COUNT } from '../constants.ts';

export interface CountBadgeProps {
  count: number | null | undefined;
  /** Wrapped content (a menu label); without it the badge stands alone, inline. */
  children?: ReactNode;
  /** Show the badge at 0 too. */
  showZero?: boolean;
  /** Screen-reader label; defaults to the count itself. */
  title?: string;
}

/** The count as spec §9 displays it: 99+ above 99. */
export function formatCount(count: number): string {
  return count > BADGE_OVERFLOW_COUNT ? `${BADGE_OVERFLOW_COUNT}+` : String(count);
}

/** The red count badge of the left menu (问题件, 待补款): 99+ above 99. */
export function CountBadge({ count, children, showZero = false, title }: CountBadgeProps) {
  const value = count ?? 0;
  return (
    <Badge
      count={value}
      overflowCount={BADGE_OVERFLOW_COUNT}
      showZero={showZero}
      title={title ?? formatCount(value)}
      size="small"
    >
      {children}
    </Badge>
  );
}
