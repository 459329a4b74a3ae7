import { afterAll } from 'vitest';
import { startFulfilmentStandIn, type FulfilmentStandIn } from '@oms/fulfilment-standin';
import { courierAppKey } from '../../src/modules/daifa/express/courierTraces.ts';
import { kdniaoCourierGateway } from '../../src/modules/daifa/gateways/courierGateway.ts';
import { unreachableWarehouse } from '../support/unreachableWarehouse.ts';
import { usePickupWorld, type PickupWorld } from '../pickup/support.ts';

/**
 * The pick-up world with a courier: the fulfilment stand-in's 快递鸟 (EOrderService and the 1008
 * subscription) as `ctx.daifa.courier`, its clock stopped; the warehouse out of reach. `standIn()` is
 * the running stand-in (its control moves the courier's clock).
 */
export function useCourierWorld(): { w: PickupWorld; standIn: () => FulfilmentStandIn } {
  let standIn: FulfilmentStandIn | null = null;
  const w = usePickupWorld(async (db) => {
    const appKey = await courierAppKey({ db });
    standIn = await startFulfilmentStandIn({
      courierAppKey: appKey,
      courierEBusinessId: '1690001',
      callbackUrl: null,
      simSpeed: 0,
    });
    return {
      ...unreachableWarehouse(),
      courier: kdniaoCourierGateway({ url: `${standIn.url}/kdniao`, eBusinessId: '1690001', appKey }),
    };
  });
  afterAll(async () => {
    await standIn?.stop();
  });
  return { w, standIn: () => standIn! };
}
