import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmButton } from '@oms/ui';

/** The button and what its confirmation did, as a page shows it. */
function Discard() {
  const [done, setDone] = useState(0);
  return (
    <div>
      <ConfirmButton
        title="丢弃问题件 YT7300100004？"
        description="丢弃后包裹由平台处理，无法找回"
        okText="丢弃"
        okDanger
        danger
        onConfirm={() => setDone((n) => n + 1)}
      >
        丢弃
      </ConfirmButton>
      <p aria-label="已丢弃">{done}</p>
    </div>
  );
}

const meta = {
  title: 'Feedback/ConfirmButton',
  component: Discard,
} satisfies Meta<typeof Discard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the keyboard: Enter opens it on 丢弃, Enter confirms, focus is back on the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const trigger = c.getByRole('button', { name: '丢弃' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // the question's own 丢弃 has focus
    await waitFor(() => {
      const active = canvasElement.ownerDocument.activeElement;
      expect(active?.closest('.ant-popconfirm')).not.toBeNull();
      expect(active?.textContent?.replace(/\s/g, '')).toBe('丢弃');
    });
    await userEvent.keyboard('{Enter}');
    await expect(c.getByLabelText('已丢弃')).toHaveTextContent('1');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(trigger));
  },
};

/** Esc steps back without doing anything. */
export const EscapeStepsBack: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const trigger = c.getByRole('button', { name: '丢弃' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await expect(c.getByLabelText('已丢弃')).toHaveTextContent('0');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(trigger));
  },
};
