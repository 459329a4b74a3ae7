import type { Feedback } from './types.ts';

let current: Feedback | undefined;

/** Called by OmsProvider's bridge; the last mounted provider wins. */
export function setFeedbackInstance(instance: Feedback): () => void {
  current = instance;
  return () => {
    if (current === instance) current = undefined;
  };
}

function instance(): Feedback {
  if (!current) throw new Error('@oms/ui feedback used before an <OmsProvider> was mounted');
  return current;
}

/**
 * The same API as `useFeedback()` for code outside React (the request pipeline's 操作太频繁 toast,
 * the 登录错误 alert). It talks to the mounted OmsProvider, so the dialogs keep theme and locale.
 */
export const feedback: Feedback = {
  toast: {
    success: (content) => instance().toast.success(content),
    info: (content) => instance().toast.info(content),
    warning: (content) => instance().toast.warning(content),
    error: (content) => instance().toast.error(content),
  },
  alert: (options) => instance().alert(options),
  confirm: (options) => instance().confirm(options),
};
