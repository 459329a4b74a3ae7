import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../test/render.tsx';
import { PinInput } from './PinInput.tsx';

function Controlled({ onComplete, onEnter }: { onComplete?: (v: string) => void; onEnter?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return <PinInput value={value} onChange={setValue} onComplete={onComplete} onEnter={onEnter} />;
}

describe('PinInput (支付密码, six boxes)', () => {
  it('keeps six digits only, shows a dot per digit and reports the whole PIN once complete', async () => {
    const user = userEvent.setup();
    const done = vi.fn();
    const { container } = renderKit(<Controlled onComplete={done} />);
    const input = screen.getByLabelText('支付密码');
    await user.type(input, '25a83');
    expect(input).toHaveValue('2583');
    expect([...container.querySelectorAll('.oms-pin-box')].map((b) => b.textContent)).toEqual(['●', '●', '●', '●', '', '']);
    expect(done).not.toHaveBeenCalled();
    await user.type(input, '6999');
    expect(input).toHaveValue('258369');
    expect(done).toHaveBeenCalledExactlyOnceWith('258369');
  });

  it('takes a pasted PIN and Backspace removes the last digit', async () => {
    const user = userEvent.setup();
    renderKit(<Controlled />);
    const input = screen.getByLabelText('支付密码');
    await user.click(input);
    await user.paste('12 34-56');
    expect(input).toHaveValue('123456');
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('12345');
    expect(screen.getByText('6位数字，已输入5位')).toBeInTheDocument();
  });

  it('Enter after the digits submits with what was typed', async () => {
    const user = userEvent.setup();
    const enter = vi.fn();
    renderKit(<Controlled onEnter={enter} />);
    await user.type(screen.getByLabelText('支付密码'), '258369{Enter}');
    expect(enter).toHaveBeenCalledExactlyOnceWith('258369');
  });

  it('is a password field unless asked to show the digits', () => {
    renderKit(<PinInput value="12" visible aria-label="新支付密码" />);
    expect(screen.getByLabelText('新支付密码')).toHaveAttribute('type', 'text');
  });
});
