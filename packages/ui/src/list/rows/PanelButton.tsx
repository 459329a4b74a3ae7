import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Popover, type PopoverProps } from 'antd';

export interface PanelButtonProps {
  /** The button's text; also names the panel. */
  label: ReactNode;
  /** The panel's accessible name when `label` is not plain text. */
  panelLabel: string;
  icon?: ReactNode;
  placement?: PopoverProps['placement'];
  /** The panel's content; `close` shuts it and gives focus back to the button. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a small non-modal panel under it (antd Popover): focus moves into the panel when
 * it opens and back to the button when it closes from inside (Escape, a `close` call).
 */
export function PanelButton({
  label,
  panelLabel,
  icon,
  placement = 'bottomRight',
  children,
}: PanelButtonProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();

  // The panel mounts when it opens (destroyOnHidden); its portal joins the page after the commit, so
  // focus it on the next task rather than in the ref call.
  const mountPanel = useCallback((element: HTMLDivElement | null) => {
    panel.current = element;
    if (element) setTimeout(() => element.isConnected && element.focus({ preventScroll: true }));
  }, []);

  const change = (next: boolean) => {
    const inside = panel.current?.contains(document.activeElement) ?? false;
    setOpen(next);
    if (!next && inside) trigger.current?.focus();
  };

  return (
    <Popover
      open={open}
      onOpenChange={change}
      trigger="click"
      placement={placement}
      destroyOnHidden
      content={
        <div
          ref={mountPanel}
          id={id}
          role="dialog"
          aria-label={panelLabel}
          tabIndex={-1}
          style={{ outline: 'none' }}
        >
          {children(() => change(false))}
        </div>
      }
    >
      <Button
        ref={trigger}
        icon={icon}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
      >
        {label}
      </Button>
    </Popover>
  );
}
