import { useEffect } from 'react';
import { App } from 'antd';
import { setFeedbackInstance } from './feedback.ts';
import { useFeedback } from './useFeedback.ts';

/** Publishes the provider's feedback for non-React callers, and closes toasts on Escape (spec §9). */
export function FeedbackBridge() {
  const fb = useFeedback();
  const { message } = App.useApp();

  useEffect(() => setFeedbackInstance(fb), [fb]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') message.destroy();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [message]);

  return null;
}
