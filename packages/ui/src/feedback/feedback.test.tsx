import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { renderKit } from '../../test/render.tsx';
import { feedback } from './feedback.ts';
import { useFeedback } from './useFeedback.ts';
import type { ToastType } from './types.ts';

const types: ToastType[] = ['success', 'info', 'warning', 'error'];

function ToastButtons() {
  const { toast } = useFeedback();
  return (
    <>
      {types.map((type) => (
        <Button key={type} onClick={() => toast[type](`${type} 消息`)}>
          {type}
        </Button>
      ))}
    </>
  );
}

/** A toast on its way out only lacks its fade-out end in jsdom (no transitionend), so leaving counts as gone. */
const toastText = (type: ToastType) => {
  const text = screen.queryByText(`${type} 消息`);
  return text?.closest('.ant-message-notice')?.className.includes('-leave') ? null : text;
};

describe('toast (spec §9)', () => {
  it.each(types)('shows a %s toast', async (type) => {
    renderKit(<ToastButtons />);
    await userEvent.click(screen.getByRole('button', { name: type }));
    expect(await screen.findByText(`${type} 消息`)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveClass(`ant-message-notice-${type}`);
  });

  it('is placed 16 px from the top', async () => {
    renderKit(<ToastButtons />);
    await userEvent.click(screen.getByRole('button', { name: 'info' }));
    await screen.findByText('info 消息');
    expect(
      document.querySelector<HTMLElement>('.ant-message')?.style.getPropertyValue('--notification-top'),
    ).toBe('16px');
  });

  it('closes on Escape', async () => {
    renderKit(<ToastButtons />);
    await userEvent.click(screen.getByRole('button', { name: 'warning' }));
    await screen.findByText('warning 消息');
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(toastText('warning')).toBeNull());
  });

  describe('with a fake clock', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('disappears after 3000 ms', async () => {
      renderKit(<ToastButtons />);
      fireEvent.click(screen.getByRole('button', { name: 'success' }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2900);
      });
      expect(toastText('success')).not.toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1500);
      });
      expect(toastText('success')).toBeNull();
    });
  });
});

function mask(): HTMLElement {
  const el = document.querySelector<HTMLElement>('.ant-modal-wrap');
  if (!el) throw new Error('no open modal');
  return el;
}

describe('alert (spec §9)', () => {
  it('ignores Escape and the backdrop, and resolves on 确定', async () => {
    renderKit(<span>页面</span>);
    let done = false;
    let promise!: Promise<void>;
    act(() => {
      promise = feedback
        .alert({ title: '登录错误', content: '进入采购商系统请使用采购商账号登录' })
        .then(() => {
          done = true;
        });
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('进入采购商系统请使用采购商账号登录');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.mouseDown(mask());
    fireEvent.click(mask());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(done).toBe(false);
    expect(screen.queryByRole('button', { name: /Close|关闭/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await promise;
    expect(done).toBe(true);
  });
});

describe('confirm (spec §9)', () => {
  function open(): Promise<boolean> {
    renderKit(<span>页面</span>);
    let promise!: Promise<boolean>;
    act(() => {
      promise = feedback.confirm({ content: '确定要退出登录？' });
    });
    return promise;
  }

  it('resolves true on 确定', async () => {
    const answer = open();
    await screen.findByText('确定要退出登录？');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false on 取消', async () => {
    const answer = open();
    await screen.findByText('确定要退出登录？');
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await expect(answer).resolves.toBe(false);
  });

  it('closes on an outside click with false', async () => {
    const answer = open();
    await screen.findByText('确定要退出登录？');
    const wrap = mask();
    fireEvent.mouseDown(wrap);
    fireEvent.click(wrap);
    await expect(answer).resolves.toBe(false);
  });

  it('opened by a key still down (a menu acts on keydown), it waits for the key to come up', async () => {
    renderKit(<span>页面</span>);
    fireEvent.keyDown(window, { key: 'Enter' });
    let answer!: Promise<boolean>;
    act(() => {
      answer = feedback.confirm({ content: '确定要退出登录？' });
    });
    await new Promise((r) => setTimeout(r, 50));
    // the same Enter's keypress would have pressed the dialog's focused button
    expect(screen.queryByText('确定要退出登录？')).toBeNull();
    fireEvent.keyUp(window, { key: 'Enter' });
    await screen.findByText('确定要退出登录？');
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await expect(answer).resolves.toBe(false);
  });

  it('closes on Escape with false', async () => {
    const answer = open();
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });

  it('starts a destructive question on 取消, so Enter twice does nothing that cannot be undone', async () => {
    renderKit(<span>页面</span>);
    let answer!: Promise<boolean>;
    act(() => {
      answer = feedback.confirm({ content: '删除后不能恢复', okText: '删除', danger: true });
    });
    await screen.findByText('删除后不能恢复');
    await waitFor(() => expect(screen.getByRole('button', { name: /取\s*消/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);
  });
});

describe('feedback outside React', () => {
  it('explains when no OmsProvider is mounted', () => {
    expect(() => feedback.toast.info('x')).toThrow(/OmsProvider/);
  });
});
