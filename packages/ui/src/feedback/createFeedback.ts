import type { App } from 'antd';
import { afterKeyRelease, trackKeys } from './keyRelease.ts';
import type { AlertOptions, ConfirmOptions, Feedback, ToastType } from './types.ts';

const TOAST_TYPES: readonly ToastType[] = ['success', 'info', 'warning', 'error'];

/** Binds spec §9's dialog behaviour to one antd App instance's message and modal APIs. */
export function createFeedback(app: Pick<ReturnType<typeof App.useApp>, 'message' | 'modal'>): Feedback {
  trackKeys();
  const toast = Object.fromEntries(
    TOAST_TYPES.map((type) => [
      type,
      (content: Parameters<Feedback['toast'][ToastType]>[0]) => {
        const close = app.message.open({ type, content });
        return () => close();
      },
    ]),
  ) as Feedback['toast'];

  const alert = ({ content, title = '提示', okText = '确定', type = 'warning' }: AlertOptions) =>
    new Promise<void>((resolve) => {
      afterKeyRelease(() =>
        app.modal[type]({
          title,
          content,
          okText,
          // Spec §9: an alert must be answered; neither Escape nor the backdrop dismisses it.
          keyboard: false,
          mask: { closable: false },
          closable: false,
          onOk: () => resolve(),
        }),
      );
    });

  const confirm = ({
    content,
    title = '提示',
    okText = '确定',
    cancelText = '取消',
    danger = false,
  }: ConfirmOptions) =>
    new Promise<boolean>((resolve) => {
      afterKeyRelease(() =>
        app.modal.confirm({
          title,
          content,
          okText,
          cancelText,
          okButtonProps: { danger },
          // Enter twice must not do what cannot be undone: a destructive question starts on 取消.
          autoFocusButton: danger ? 'cancel' : 'ok',
          keyboard: true,
          // Spec §9: modals other than alert close on an outside click; antd's confirm does not by default.
          mask: { closable: true },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        }),
      );
    });

  return { toast, alert, confirm };
}
