import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../test/render.tsx';
import { ConfirmButton } from './ConfirmButton.tsx';

const setup = () => {
  const onConfirm = vi.fn();
  renderKit(
    <ConfirmButton
      title="丢弃问题件 YT123？"
      description="丢弃后无法找回"
      okText="丢弃"
      okDanger
      onConfirm={onConfirm}
    >
      丢弃
    </ConfirmButton>,
  );
  return { onConfirm, trigger: screen.getByRole('button', { name: '丢弃' }) };
};

describe('ConfirmButton', () => {
  it('from the keyboard: Enter opens it with OK focused, Enter again confirms, focus comes back', async () => {
    const { onConfirm, trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('丢弃问题件 YT123？');
    const ok = () => screen.getAllByRole('button', { name: /丢\s*弃/ }).at(-1);
    await waitFor(() => expect(document.activeElement).toBe(ok()));
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('Esc steps back: nothing done, the question gone, focus on the button again', async () => {
    const { onConfirm, trigger } = setup();
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.getByText('丢弃问题件 YT123？')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('丢弃问题件 YT123？')).not.toBeVisible());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('a question that waits for a PIN leaves focus to it and keeps OK off until it is given', async () => {
    renderKit(
      <ConfirmButton
        title="输入支付密码以解绑"
        description={<input aria-label="支付密码" autoFocus />}
        okText="解绑"
        okDisabled
        onConfirm={() => undefined}
      >
        解绑
      </ConfirmButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: '解绑' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('支付密码')));
    expect(screen.getAllByRole('button', { name: /解\s*绑/ }).at(-1)).toBeDisabled();
  });
});
