import type { CSSProperties, ReactNode } from 'react';
import { Card, Statistic } from 'antd';
import { formatFen } from '../helpers/money.ts';
import { MONEY_COLORS } from './moneyColors.ts';

export interface AmountCardProps {
  title: string;
  /** Integer fen. */
  fen: number;
  tone?: 'default' | 'income' | 'expense';
  /** Buttons under the amount (充值 / 提现). */
  extra?: ReactNode;
  size?: 'large' | 'small';
  /** Card style over the default, which fills its column's height. */
  style?: CSSProperties;
  'data-testid'?: string;
}

/** One amount of 我的余额's cards (可用余额, 冻结中, 货款后付待结算, 本月收入/支出). */
export function AmountCard({
  title,
  fen,
  tone = 'default',
  extra,
  size = 'large',
  style,
  'data-testid': testId,
}: AmountCardProps) {
  return (
    <Card size="small" style={{ height: '100%', ...style }}>
      <Statistic
        title={title}
        value={formatFen(fen)}
        data-testid={testId}
        valueStyle={{
          fontSize: size === 'large' ? 22 : 16,
          ...(tone === 'default' ? {} : { color: MONEY_COLORS[tone] }),
        }}
      />
      {extra && <div style={{ marginTop: 8, display: 'flex', gap: 8, flexWrap: 'wrap' }}>{extra}</div>}
    </Card>
  );
}

/** A bill's amount as a list shows it: +¥12.30 in green for income, -¥12.30 in red for an expense. */
export function SignedFen({ fen, direction }: { fen: number; direction: 'IN' | 'OUT' }) {
  return (
    <span
      style={{ color: direction === 'IN' ? MONEY_COLORS.income : MONEY_COLORS.expense, whiteSpace: 'nowrap' }}
    >
      {direction === 'IN' ? '+' : '-'}
      {formatFen(fen)}
    </span>
  );
}
