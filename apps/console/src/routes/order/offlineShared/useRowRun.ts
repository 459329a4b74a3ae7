import { useState } from 'react';
import { useFeedback } from '@oms/ui';

/** A row button's call: its spinner while it runs, the server's words on failure, `done` on success. */
export function useRowRun() {
  const { toast } = useFeedback();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (
    key: string,
    call: () => Promise<{ errorCode: number; errorMsg: string }>,
    done: string,
  ) => {
    setBusy(key);
    try {
      const answer = await call();
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success(done);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
