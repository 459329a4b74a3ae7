import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFeedback } from '@oms/ui';
import { shopWrites } from '../../../api/shops.ts';

// A code is spent once per tab: StrictMode's second effect run and re-renders must not send it again.
const spentStates = new Set<string>();

/**
 * The platform sends the browser back to this page with `?code&state` (or `?error&state` when the
 * seller declined). Exchanges the code once, says how it went, and takes the parameters out of the
 * address with replace, so Back or a reload does not replay them.
 */
export function useAuthorizeReturn(onAuthorized: (shopId: number) => void) {
  const [params, setParams] = useSearchParams();
  const { toast } = useFeedback();
  const code = params.get('code');
  const state = params.get('state');
  const declined = params.get('error');
  const authorized = useEffectEvent(onAuthorized);

  useEffect(() => {
    if (!state || (!code && !declined)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['code', 'state', 'error']) next.delete(name);
        return next;
      },
      { replace: true },
    );
    if (spentStates.has(state)) return;
    spentStates.add(state);
    if (!code) {
      toast.info('你在平台上取消了授权，店铺未添加');
      return;
    }
    void shopWrites.authorizeFinish(code, state).then((answer) => {
      if (answer.errorCode !== 0) {
        toast.error(answer.errorMsg);
        return;
      }
      toast.success(`授权成功：${answer.data.name}`);
      authorized(answer.data.shopId);
    });
  }, [code, state, declined, setParams, toast]);
}
