import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderKit } from '../../test/render.tsx';
import { CountBadge, formatCount } from './CountBadge.tsx';

describe('CountBadge', () => {
  it('shows the count up to 99', () => {
    renderKit(<CountBadge count={99}>问题件</CountBadge>);
    expect(screen.getByText('问题件')).toBeInTheDocument();
    expect(screen.getByTitle('99')).toHaveTextContent('99');
  });

  it('shows 99+ above 99 (spec §9)', () => {
    renderKit(<CountBadge count={100}>问题件</CountBadge>);
    expect(screen.getByTitle('99+')).toHaveTextContent('99+');
    expect(formatCount(12345)).toBe('99+');
  });

  it('hides at zero unless asked', () => {
    const { container, rerender } = renderKit(<CountBadge count={0} />);
    expect(container.querySelector('.ant-badge-count')).toBeNull();
    rerender(<CountBadge count={0} showZero />);
    expect(screen.getByTitle('0')).toHaveTextContent('0');
  });
});
