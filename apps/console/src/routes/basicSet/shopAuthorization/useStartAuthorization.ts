import { useState } from 'react';
import { useFeedback } from '@oms/ui';
import { shopWrites, type AuthorizeStart } from '../../../api/shops.ts';

/**
 * Sends the browser to the platform's authorise page (new shop, or again for `shopId`); the platform
 * brings it back to this page with a code (useAuthorizeReturn). `pending` keeps the button spinning
 * until the browser leaves.
 */
export function useStartAuthorization() {
  const { toast } = useFeedback();
  const [pending, setPending] = useState(false);

  const start = async (request: AuthorizeStart) => {
    setPending(true);
    const answer = await shopWrites.authorizeStart(request);
    if (answer.errorCode !== 0) {
      setPending(false);
      toast.error(answer.errorMsg);
      return;
    }
    window.location.assign(answer.data.url);
  };

  return { start, pending };
}
