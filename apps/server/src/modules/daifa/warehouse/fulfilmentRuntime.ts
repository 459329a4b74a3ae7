import { connect, type Db } from '../../../db/client.ts';
import { secret } from '../../../db/secrets.ts';
import type { ServerConfig } from '../../../config.ts';
import { courierAppKey } from '../express/courierTraces.ts';
import type { DemoWarehouse } from '../demo/demoWarehouse.ts';
import { createDaifaServices, type DaifaServices } from '../daifaServices.ts';
import { fulfilmentHookSecret } from './fulfilmentHook.ts';
import { startFulfilmentSubmitter } from './fulfilmentSubmitter.ts';
import { httpFulfilmentGateway } from '../gateways/fulfilmentGateway.ts';
import { httpMarketGateway } from '../gateways/marketGateway.ts';
import { httpReturnsGateway } from '../gateways/returnsGateway.ts';
import { kdniaoCourierGateway } from '../gateways/courierGateway.ts';

/** The 快递鸟 EBusinessID the demo's stand-in answers as. */
const STANDIN_EBUSINESS_ID = '1690001';
import { withOwnTeam } from '../../pickup/routedGateway.ts';

export interface FulfilmentRuntime {
  services: DaifaServices;
  /** The stand-in's address in demo mode. */
  standInUrl: string | null;
  /** Demo mode: the stand-in's control, to hand it the seeded open orders (`demoWarehouse.ts`). */
  demoWarehouse: DemoWarehouse | null;
  /** Starts handing paid orders over (after the demo data is in: its orders move by their own events). */
  /** Hands paid orders to the warehouse, with other modules' `extraPasses` in the same loop. */
  startSubmitter(extraPasses?: readonly (() => Promise<unknown>)[]): void;
  stop(): Promise<void>;
}

/**
 * The warehouse and the market: the real services when configured, else the local stand-in started
 * here (demo mode) with our hook secrets, its orders and outbox in our database so a restart loses no
 * event. Paid orders are handed over by the submitter (`startSubmitter`) when this process runs jobs.
 */
export async function startFulfilmentRuntime(
  db: Db,
  databaseUrl: string,
  config: ServerConfig,
  log: (line: string) => void,
  /** Demo mode: the platform stand-in's e-waybill service, for orders of masking platforms. */
  waybillPartner: { url: string; partnerKey: string } | null = null,
): Promise<FulfilmentRuntime> {
  let url: string;
  let marketUrl: string;
  let apiKey: string;
  let close: (() => Promise<void>) | null = null;
  let courierUrl = config.courier?.url ?? null;
  let demoWarehouse: DemoWarehouse | null = null;
  if (config.fulfilment.mode === 'real') {
    ({ url, marketUrl, apiKey } = config.fulfilment);
  } else {
    // Demo mode only: imported here so a production process never loads the stand-in.
    const { startFulfilmentStandIn } = await import('@oms/fulfilment-standin');
    apiKey = await secret(db, 'fulfilment-api-key');
    const standIn = await startFulfilmentStandIn({
      port: config.fulfilment.port,
      secret: apiKey,
      hmacSecret: await fulfilmentHookSecret({ db }),
      courierAppKey: await courierAppKey({ db }),
      courierEBusinessId: STANDIN_EBUSINESS_ID,
      callbackUrl: config.publicUrl,
      simSpeed: config.fulfilment.simSpeed,
      batchCuts: config.fulfilment.batchCuts,
      databaseUrl,
      // its loops read our database: twice a second is plenty for a demo
      pollMs: 500,
      platformUrl: waybillPartner?.url ?? null,
      ...(waybillPartner ? { platformPartnerKey: waybillPartner.partnerKey } : {}),
    });
    url = marketUrl = standIn.url;
    courierUrl ??= `${standIn.url}/kdniao`;
    close = () => standIn.close();
    demoWarehouse = {
      adopt: (body) => standIn.control.adopt(body),
      adoptReturn: (asNo, at) => standIn.control.adoptReturn(asNo, at),
      forceReturn: (asNo, force) => standIn.control.forceReturn(asNo, force),
      forceIntercept: (orderNo, intercept) => standIn.control.force({ orderNo, intercept }),
      playReturn: (asNo) => standIn.control.playReturn(asNo),
    };
    log(
      `demo mode: the wholesale market, the dropship warehouse and the courier are the local stand-in at ${standIn.url} (set OMS_FULFILMENT_URL for real ones)`,
    );
  }
  // a tenant on 自有拿货 has its own team fetch its orders (the pick-up module's tasks), on connections
  // of its own: its callers (取消, 处理异常) hold one of the main pool's while they wait for it
  const team = connect(databaseUrl, 4);
  const services = withOwnTeam(
    team.db,
    createDaifaServices({
      fulfilment: httpFulfilmentGateway({ url, apiKey }),
      returns: httpReturnsGateway({ url, apiKey }),
      market: httpMarketGateway({ url: marketUrl, apiKey }),
      ...(courierUrl
        ? {
            courier: kdniaoCourierGateway({
              url: courierUrl,
              eBusinessId: config.courier?.eBusinessId ?? STANDIN_EBUSINESS_ID,
              appKey: await courierAppKey({ db }),
            }),
          }
        : {}),
    }),
  );
  let submitter: { stop(): void } | null = null;
  return {
    services,
    standInUrl: close ? url : null,
    demoWarehouse,
    startSubmitter(extraPasses = []) {
      if (!config.runJobs || submitter) return;
      submitter = startFulfilmentSubmitter(
        db,
        services.fulfilment,
        config.fulfilmentSubmitMs,
        (e) => log(`handing orders to the warehouse failed: ${(e as Error).message}`),
        extraPasses,
      );
    },
    async stop() {
      submitter?.stop();
      await close?.().catch(() => undefined);
      await team.close().catch(() => undefined);
    },
  };
}
