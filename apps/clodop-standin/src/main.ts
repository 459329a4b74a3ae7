// `pnpm --filter @oms/clodop-standin start [situation]`: a C-Lodop stand-in on 8000/18000 for trying the console by hand.
import { CLODOP_SITUATIONS, startClodopStandIn, type ClodopSituation } from './standIn.ts';

const situation = (process.argv[2] ?? 'ok') as ClodopSituation;
if (!CLODOP_SITUATIONS.includes(situation)) {
  process.stderr.write(`situation must be one of: ${CLODOP_SITUATIONS.join(', ')}\n`);
  process.exit(1);
}
const standIn = await startClodopStandIn({ situation, controlPort: Number(process.env.CLODOP_CONTROL_PORT ?? 18001) });
process.stdout.write(`C-Lodop stand-in (${situation}) on ports ${standIn.servicePorts.join(', ')}; control ${standIn.controlUrl}\n`);
