import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Tour as AntTour, type TourStepProps } from 'antd';
import { TOUR_OVERLAY_OPACITY } from '../constants.ts';
import { useTargetPoll, type TourTarget } from './useTargetPoll.ts';

export interface OmsTourStep extends Omit<TourStepProps, 'target' | 'nextButtonProps'> {
  target: TourTarget;
  /** The step's main button, e.g. 知道了 for a one-step notice; antd's 下一步 / 结束导览 otherwise. */
  buttonText?: ReactNode;
}

export interface OmsTourProps {
  open: boolean;
  steps: OmsTourStep[];
  /** Closed by the user: finished, the close icon or Escape. Record "seen" here. */
  onClose: () => void;
  /** The current step's target did not appear within ~5000 ms; the tour hides itself. Defaults to onClose. */
  onGiveUp?: () => void;
}

const MASK = { color: `rgba(0, 0, 0, ${TOUR_OVERLAY_OPACITY})` };

/**
 * antd's Tour for first-visit guidance with spec §9's behaviour: waits for each step's target
 * (polling 250 ms, up to ~5000 ms), animates in 400 ms (theme) under a 0.7 overlay.
 */
export function Tour({ open, steps, onClose, onGiveUp }: OmsTourProps) {
  const [current, setCurrent] = useState(0);
  const step = steps[current];
  const poll = useTargetPoll(step?.target, open);
  const gaveUp = poll.status === 'gave-up';

  // Called once per giving up, not again on every re-render with fresh callback identities.
  const giveUp = useRef(onGiveUp ?? onClose);
  useEffect(() => {
    giveUp.current = onGiveUp ?? onClose;
  });
  useEffect(() => {
    if (gaveUp) giveUp.current();
  }, [gaveUp]);

  // Esc, or a click on the darkened page, closes it as its close icon does: a notice must never hold
  // the whole console (antd's own Esc needs focus inside the popup, which a tour never takes).
  // Closed once per showing, whichever of them (or antd's own) saw it first.
  const close = useRef(onClose);
  const closed = useRef(false);
  useEffect(() => {
    close.current = onClose;
  });
  const closeOnce = () => {
    if (closed.current) return;
    closed.current = true;
    close.current();
  };
  const shown = open && poll.status === 'found';
  useEffect(() => {
    if (!shown) return;
    closed.current = false;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeOnce();
    };
    const onPress = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('.ant-tour-mask')) closeOnce();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPress, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPress, true);
    };
  }, [shown]);

  // A keyboard user must reach the step's button: focus goes to it as each step shows, and back to
  // where it was once the tour closes.
  useEffect(() => {
    if (!shown) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // the popup renders a moment after the step (antd places it first)
    let tries = 0;
    const timer = setInterval(() => {
      const button =
        document.querySelector<HTMLElement>('.ant-tour-next-btn') ??
        document.querySelector<HTMLElement>('.ant-tour-close');
      button?.focus({ preventScroll: true });
      if (button || ++tries > 40) clearInterval(timer);
    }, 25);
    return () => {
      clearInterval(timer);
      // unless the user has moved on to something else meanwhile
      const now = document.activeElement;
      const lost = !now || now === document.body || now.closest('.ant-tour') !== null;
      if (before?.isConnected && lost) before.focus();
    };
  }, [shown, current]);

  // Start from the first step each time the tour opens.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setCurrent(0);
  }

  if (!open || poll.status !== 'found') return null;

  const element = poll.element;
  const antSteps: TourStepProps[] = steps.map(({ target: _target, buttonText, ...rest }, index) => ({
    ...rest,
    // Only the current step is shown, and its element is the one the poll found.
    target: index === current ? () => element : null,
    ...(buttonText === undefined ? null : { nextButtonProps: { children: buttonText } }),
  }));

  return (
    <>
      <style href="oms-tour" precedence="oms">
        {'.oms-tour { max-width: calc(100vw - 24px); }'}
      </style>
      <AntTour
        open
        steps={antSteps}
        current={current}
        onChange={setCurrent}
        // antd calls onClose after onFinish too, so finishing is covered without passing onFinish.
        onClose={closeOnce}
        mask={MASK}
        animated
        // antd's panel is 520 px wide: on a phone it ran off the screen's left edge.
        rootClassName="oms-tour"
      />
    </>
  );
}
