import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../test/render.tsx';
import { PromptDialog, type PromptDialogProps } from './PromptDialog.tsx';
import { validatePrompt } from './validatePrompt.ts';

function setup(props: Partial<PromptDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderKit(
    <PromptDialog open title="修改备注" label="备注" onConfirm={onConfirm} onCancel={onCancel} {...props} />,
  );
  return { onConfirm, onCancel, user: userEvent.setup(), input: screen.getByLabelText('备注') };
}

describe('PromptDialog (spec §5)', () => {
  it('confirms valid input', async () => {
    const { user, input, onConfirm } = setup({ pattern: /^\d+$/ });
    await user.type(input, '42');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onConfirm).toHaveBeenCalledWith('42');
  });

  it('shows the default invalid-input text and blocks confirming when the pattern fails', async () => {
    const { user, input, onConfirm } = setup({ pattern: /^\d+$/ });
    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('输入的数据不合法');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the supplied error text, and Enter is blocked too', async () => {
    const { user, input, onConfirm } = setup({ validator: (v) => v.length <= 5, errorText: '最多5个字' });
    await user.type(input, '123456{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('最多5个字');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("shows a validator's own message and clears the error once the input is fixed", async () => {
    const { user, input, onConfirm } = setup({ validator: (v) => (v.includes(' ') ? '不能包含空格' : true) });
    await user.type(input, 'a b{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('不能包含空格');
    await user.clear(input);
    await user.type(input, 'ab');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('ab');
  });

  it('cancels on the cancel button and on Escape', async () => {
    const { user, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
  });

  it('closes on a click outside, like every modal but alert (spec §9)', async () => {
    const { onCancel } = setup();
    const wrap = document.querySelector<HTMLElement>('.ant-modal-wrap')!;
    fireEvent.mouseDown(wrap);
    fireEvent.click(wrap);
    await waitFor(() => expect(onCancel).toHaveBeenCalledOnce());
  });

  it('starts from the initial value', () => {
    const { input } = setup({ initialValue: '加急' });
    expect(input).toHaveValue('加急');
  });
});

describe('validatePrompt', () => {
  it('passes without rules and checks a global pattern the same way every time', () => {
    expect(validatePrompt('x', {})).toBeUndefined();
    const pattern = /a/g;
    expect(validatePrompt('a', { pattern })).toBeUndefined();
    expect(validatePrompt('a', { pattern })).toBeUndefined();
  });
});
