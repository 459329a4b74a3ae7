import { useMemo } from 'react';
import { App } from 'antd';
import { createFeedback } from './createFeedback.ts';
import type { Feedback } from './types.ts';

/** Toast, alert and confirm bound to the nearest OmsProvider (so they get its theme and locale). */
export function useFeedback(): Feedback {
  const { message, modal } = App.useApp();
  return useMemo(() => createFeedback({ message, modal }), [message, modal]);
}
