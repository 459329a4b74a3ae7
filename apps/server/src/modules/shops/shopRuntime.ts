import type { PlatformStandIn } from '@oms/platform-standin';
import type { Db } from '../../db/client.ts';
import { secret } from '../../db/secrets.ts';
import type { ServerConfig } from '../../config.ts';
import { startJobQueue, type JobQueue } from '../../jobs/jobQueue.ts';
import { createPlatformRegistry } from './platform/registry.ts';
import { createHttpErpGateway } from '../erp/httpErpGateway.ts';
import { createShopServices, type ShopServices } from './shopServices.ts';
import { startShopSync } from './sync/syncJobs.ts';
import type { SyncDeps } from './sync/syncShop.ts';
import { createTokenSeal } from './tokenSeal.ts';

export interface ShopRuntime {
  services: ShopServices;
  queue: JobQueue;
  /** The local platform stand-in of demo mode, or null when `OMS_PLATFORM_URL` names the platforms. */
  standIn: PlatformStandIn | null;
  /**
   * Demo mode: where the demo warehouse asks for 密文面单, with its partner key there. (A real warehouse
   * has its own standing with the platforms.)
   */
  waybillPartner: { url: string; partnerKey: string } | null;
  stop(): Promise<void>;
}

/**
 * The shops module's moving parts: the platforms (the stand-in in demo mode), sealed tokens and the
 * sync queue on PostgreSQL. Every server process on one database runs this; they share the queue.
 */
export async function startShopRuntime(
  db: Db,
  databaseUrl: string,
  config: ServerConfig,
): Promise<ShopRuntime> {
  let standIn: ShopRuntime['standIn'] = null;
  let waybillPartner: ShopRuntime['waybillPartner'] = null;
  let platformUrl = config.platformUrl;
  if (!platformUrl) {
    // Demo mode only: imported here so a production process never loads the stand-in.
    const { startPlatformStandIn } = await import('@oms/platform-standin');
    waybillPartner = { url: '', partnerKey: await secret(db, 'platform-waybill-partner-key') };
    const options = {
      // Kept in our database so the stand-in's tokens stay valid across restarts of the demo.
      secret: await secret(db, 'platform-standin-secret'),
      waybillPartnerKey: waybillPartner.partnerKey,
    };
    standIn = await startPlatformStandIn({ ...options, port: config.platformStandInPort }).catch(
      (error: unknown) => {
        // its usual port taken (a second demo on this machine): any free one
        if ((error as { code?: string }).code !== 'EADDRINUSE' || config.platformStandInPort === 0)
          throw error;
        return startPlatformStandIn({ ...options, port: 0 });
      },
    );
    platformUrl = waybillPartner.url = standIn.url;
  }
  const registry = createPlatformRegistry(platformUrl);
  const syncDeps: SyncDeps = {
    db,
    adapterFor: (channel) => registry.adapterFor(channel),
    seal: createTokenSeal(await secret(db, 'platform-token-key')),
    leaseMs: config.syncLeaseSeconds * 1000,
  };
  const queue = await startJobQueue(databaseUrl, { schedule: config.runJobs });
  const scheduler = await startShopSync(queue, syncDeps, { work: config.runJobs });
  const services = createShopServices({
    syncDeps,
    authorizeReturnUrl: `${config.publicUrl}/basicSet/shopAuthorization`,
    scheduler,
    erp: createHttpErpGateway({ baseUrl: platformUrl }),
  });
  return {
    services,
    queue,
    standIn,
    waybillPartner,
    async stop() {
      await queue.stop();
      await standIn?.close().catch(() => undefined);
    },
  };
}
