import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../test/render.tsx';
import { PriceInput } from './PriceInput.tsx';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PriceInput aria-label="价格" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('PriceInput (spec §5)', () => {
  it('keeps only digits with at most 2 decimals as the user types', async () => {
    const user = userEvent.setup();
    renderKit(<Controlled />);
    const input = screen.getByLabelText('价格');
    await user.type(input, 'a1b2.3456');
    expect(input).toHaveValue('12.34');
  });

  it('ignores a second dot and pasted symbols', async () => {
    const user = userEvent.setup();
    renderKit(<Controlled />);
    const input = screen.getByLabelText('价格');
    await user.click(input);
    await user.paste('¥1,299.5.9');
    expect(input).toHaveValue('1299.59');
  });

  it('drops a trailing dot on blur', async () => {
    const user = userEvent.setup();
    renderKit(<Controlled />);
    const input = screen.getByLabelText('价格');
    await user.type(input, '12.');
    await user.tab();
    expect(input).toHaveValue('12');
  });
});
