import type { ServerProcess } from '../test/scaleOut/serverProcess.ts';
import { waitFor } from '../test/scaleOut/serverProcess.ts';

/**
 * Every server start reconciles the whole ledger in the background (it reads every entry: tens of
 * seconds on the funds seed's 10 M entries). Figures are taken once it is over, on an otherwise idle
 * machine. Answers the line it logged.
 */
export async function startReconcileDone(server: ServerProcess): Promise<string> {
  return waitFor(
    'the reconcile of the server start',
    async () => /\[oms\] (reconcile[^\n]*)/.exec(server.output())?.[1],
    600_000,
  );
}
