import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderKit } from '../../test/render.tsx';
import { AmountCard, SignedFen } from './AmountCard.tsx';
import { MONEY_COLORS } from './moneyColors.ts';

describe('AmountCard and SignedFen', () => {
  it('shows fen as ¥ with two decimals and thousands separators', () => {
    renderKit(<AmountCard title="可用余额" fen={326850} data-testid="available" />);
    expect(screen.getByText('可用余额')).toBeInTheDocument();
    expect(screen.getByTestId('available')).toHaveTextContent('¥3,268.50');
  });

  it('signs and colours a bill amount by its direction', () => {
    renderKit(
      <>
        <SignedFen fen={1230} direction="IN" />
        <SignedFen fen={99} direction="OUT" />
      </>,
    );
    expect(screen.getByText('+¥12.30')).toHaveStyle({ color: MONEY_COLORS.income });
    expect(screen.getByText('-¥0.99')).toHaveStyle({ color: MONEY_COLORS.expense });
  });
});
