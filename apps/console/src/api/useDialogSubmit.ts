import { useState } from 'react';

type Answer = { errorCode: number; errorMsg: string };

/**
 * A dialog's submit: busy while the call runs (the OK button's spinner), the refusal's message kept
 * to show in the dialog, `done` on success. A check before the call sets `problem` itself.
 */
export function useDialogSubmit() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (call: () => Promise<Answer>, done: () => void) => {
    setProblem(null);
    setBusy(true);
    try {
      const answer = await call();
      if (answer.errorCode !== 0) setProblem(answer.errorMsg);
      else done();
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, setProblem, submit };
}
