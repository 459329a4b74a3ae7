import type { ReactNode } from 'react';

/** Spec §9's four toast types. */
export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** Shows a toast for 3000 ms; the returned function closes it early. */
export type ToastFn = (content: ReactNode) => () => void;

export type Toast = Record<ToastType, ToastFn>;

export interface AlertOptions {
  content: ReactNode;
  /** Defaults to 提示. */
  title?: ReactNode;
  /** Defaults to 确定. */
  okText?: ReactNode;
  /** The icon; defaults to warning. */
  type?: 'info' | 'success' | 'warning' | 'error';
}

export interface ConfirmOptions {
  content: ReactNode;
  /** Defaults to 提示. */
  title?: ReactNode;
  /** Defaults to 确定. */
  okText?: ReactNode;
  /** Defaults to 取消. */
  cancelText?: ReactNode;
  /** A red confirm button for destructive actions. */
  danger?: boolean;
}

export interface Feedback {
  toast: Toast;
  /** A one-button dialog that only its button closes; resolves when it is confirmed. */
  alert(options: AlertOptions): Promise<void>;
  /** Resolves true on confirm, false on cancel, Escape, the close icon or a click outside. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}
