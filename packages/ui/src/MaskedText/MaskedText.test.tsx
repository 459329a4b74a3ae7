import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderKit } from '../../test/render.tsx';
import { MaskedText } from './MaskedText.tsx';

describe('MaskedText (spec §5)', () => {
  it('masks a 2-character name, a longer name and a phone', () => {
    renderKit(
      <>
        <MaskedText kind="name" value="张三" />
        <MaskedText kind="name" value="欧阳娜娜" />
        <MaskedText kind="phone" value="13812345678" />
      </>,
    );
    expect(screen.getByText('张*')).toBeInTheDocument();
    expect(screen.getByText('欧**娜')).toBeInTheDocument();
    expect(screen.getByText('138****5678')).toBeInTheDocument();
  });

  it('never puts the full value in the page', () => {
    const { container } = renderKit(<MaskedText kind="phone" value="13812345678" />);
    expect(container.innerHTML).not.toContain('13812345678');
  });

  it('shows the empty text when there is no value', () => {
    renderKit(<MaskedText kind="name" value={null} emptyText="无" />);
    expect(screen.getByText('无')).toBeInTheDocument();
  });
});
