import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, Drawer, Modal, message } from 'antd';
import { installFocusReturn } from './focusReturn.ts';

// A dialog rendered only while open unmounts on close: focus must come back to the button that opened it.
function Opener({ kind }: { kind: 'modal' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <Button>别处</Button>
      {open && kind === 'modal' && (
        <Modal open title="对话框" onCancel={() => setOpen(false)}>
          <input aria-label="内容" />
        </Modal>
      )}
      {open && kind === 'drawer' && (
        <Drawer open title="抽屉" onClose={() => setOpen(false)}>
          <input aria-label="内容" />
        </Drawer>
      )}
    </>
  );
}

/** The opener pressed, focus inside the dialog, then Escape from there. */
async function openAndEscape() {
  const opener = screen.getByRole('button', { name: '打 开' });
  opener.focus();
  fireEvent.click(opener);
  // a Modal takes focus itself; in a Drawer the user goes on to its field
  const field = await screen.findByLabelText('内容');
  if (!document.activeElement?.closest('[role="dialog"]')) field.focus();
  await expect
    .poll(() => document.activeElement?.closest('[role="dialog"], .ant-drawer'))
    .toBeInstanceOf(HTMLElement);
  fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape', keyCode: 27 });
}

describe('focus back to what opened a dialog', () => {
  let uninstall: () => void = () => undefined;
  beforeEach(() => {
    uninstall = installFocusReturn();
  });
  afterEach(() => {
    cleanup();
    uninstall();
  });

  for (const kind of ['modal', 'drawer'] as const)
    it(`a ${kind} closed with Escape gives focus back to its button`, async () => {
      render(<Opener kind={kind} />);
      await openAndEscape();
      await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
      await expect.poll(() => document.activeElement?.textContent).toBe('打 开');
    });

  it('a dialog that gives way to another leaves focus to the new one', async () => {
    function TwoSteps() {
      const [step, setStep] = useState<0 | 1 | 2>(0);
      return (
        <>
          <Button onClick={() => setStep(1)}>打开</Button>
          {step === 1 && (
            <Modal open title="第一步" onOk={() => setStep(2)} onCancel={() => setStep(0)}>
              第一步
            </Modal>
          )}
          {step === 2 && (
            <Modal open title="第二步" onCancel={() => setStep(0)}>
              <input aria-label="内容" autoFocus />
            </Modal>
          )}
        </>
      );
    }
    render(<TwoSteps />);
    const opener = screen.getByRole('button', { name: '打 开' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await screen.findByLabelText('内容');
    await new Promise((r) => setTimeout(r, 300));
    expect(document.activeElement?.closest('[role="dialog"]')).toBeInstanceOf(HTMLElement);
    expect(document.activeElement).not.toBe(opener);
  });

  it('a dialog opened from a dialog gives focus back to the one under it, not to the page', async () => {
    function Nested() {
      const [outer, setOuter] = useState(false);
      const [inner, setInner] = useState(false);
      return (
        <>
          <Button onClick={() => setOuter(true)}>打开</Button>
          {outer && (
            <Modal open title="外层" onCancel={() => setOuter(false)} footer={null}>
              <Button onClick={() => setInner(true)}>再打开</Button>
            </Modal>
          )}
          {inner && (
            <Modal open title="内层" onCancel={() => setInner(false)} footer={null}>
              <input aria-label="内容" />
            </Modal>
          )}
        </>
      );
    }
    render(<Nested />);
    const opener = screen.getByRole('button', { name: '打 开' });
    opener.focus();
    fireEvent.click(opener);
    const again = await screen.findByRole('button', { name: '再打开' });
    again.focus();
    fireEvent.click(again);
    const field = await screen.findByLabelText('内容');
    field.focus();
    const inner = field.closest<HTMLElement>('.ant-modal')!;
    fireEvent.click(inner.querySelector('.ant-modal-close')!);
    await expect.poll(() => screen.queryByLabelText('内容')).toBeNull();
    await expect
      .poll(() => document.activeElement?.closest('[role="dialog"]')?.textContent ?? 'outside')
      .toContain('外层');
  });

  it('an opener pressed but never focused (Safari does not focus a clicked button) gets focus back', async () => {
    render(<Opener kind="modal" />);
    const opener = screen.getByRole('button', { name: '打 开' });
    fireEvent.pointerDown(opener);
    fireEvent.click(opener);
    const field = await screen.findByLabelText('内容');
    field.focus();
    fireEvent.keyDown(field, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    await expect.poll(() => document.activeElement).toBe(opener);
  });

  it('without it, the same close leaves focus on the page (what it is for)', async () => {
    uninstall();
    render(<Opener kind="modal" />);
    await openAndEscape();
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('a toast leaving while nothing has focus moves nothing', async () => {
    render(<Opener kind="modal" />);
    screen.getByRole('button', { name: '别 处' }).focus();
    (document.activeElement as HTMLElement).blur();
    const hide = message.info('已保存', 0);
    await expect.poll(() => document.querySelector('.ant-message-notice')).not.toBeNull();
    hide();
    await expect.poll(() => document.querySelector('.ant-message-notice')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
