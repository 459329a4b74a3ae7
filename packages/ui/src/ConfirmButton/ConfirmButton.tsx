import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Popconfirm, type ButtonProps } from 'antd';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'title'> {
  /** The question (丢弃问题件 YT…？). */
  title: ReactNode;
  /** What follows from it, or a field the answer needs (a 支付密码). */
  description?: ReactNode;
  okText: string;
  cancelText?: string;
  /** The OK button red: it destroys or gives something up. */
  okDanger?: boolean;
  /**
   * The OK button waits for the description's field (a PIN): focus is left to that field, which takes
   * it itself, instead of going to OK.
   */
  okDisabled?: boolean;
  onConfirm: () => unknown;
}

/**
 * A button that asks first, for keyboard users as well as for the mouse: the question takes focus on
 * OK when it opens (Enter confirms), Esc or 取消 closes it, and either way focus goes back to the
 * button, so the user is where they were. (antd's Popconfirm left focus on the page's body.)
 */
export function ConfirmButton({
  title,
  description,
  okText,
  cancelText = '取消',
  okDanger,
  okDisabled,
  onConfirm,
  disabled,
  children,
  ...button
}: ConfirmButtonProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const popup = `oms-confirm-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const close = () => {
    setOpen(false);
    // after the popup's own focus handling, which would take it away again
    setTimeout(() => trigger.current?.focus(), 0);
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    // OK takes focus once the popup is laid out: a hidden one (still being placed) cannot take it
    let frames = 0;
    let frame = 0;
    const focusOk = () => {
      const ok = document.querySelector<HTMLButtonElement>(
        `.${popup} .ant-popconfirm-buttons .ant-btn:last-child`,
      );
      if (ok && ok.getClientRects().length) ok.focus();
      if (document.activeElement !== ok && ++frames < 30) frame = requestAnimationFrame(focusOk);
    };
    if (okDisabled === undefined) frame = requestAnimationFrame(focusOk);
    return () => {
      document.removeEventListener('keydown', onKey);
      cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, [open]);
  return (
    <Popconfirm
      open={open}
      rootClassName={popup}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={title}
      description={description}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger: okDanger, ...(okDisabled === undefined ? {} : { disabled: okDisabled }) }}
      onConfirm={() => {
        close();
        onConfirm();
      }}
      onCancel={close}
      disabled={disabled}
    >
      <Button ref={trigger} disabled={disabled} {...button}>
        {children}
      </Button>
    </Popconfirm>
  );
}
