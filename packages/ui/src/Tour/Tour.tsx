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
    <AntTour
      open
      steps={antSteps}
      current={current}
      onChange={setCurrent}
      // antd calls onClose after onFinish too, so finishing is covered without passing onFinish.
      onClose={onClose}
      mask={MASK}
      animated
    />
  );
}
