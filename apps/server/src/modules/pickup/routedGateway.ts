import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FulfilmentGateway } from '../daifa/gateways/fulfilmentGateway.ts';
import type { DaifaServices } from '../daifa/daifaServices.ts';
import { ownTeamGateway, teamHolds } from './ownTeamGateway.ts';

/**
 * The one `ctx.daifa.fulfilment`: a paid order goes to the tenant's 履约方式 (`pickup_settings`: the
 * dropship warehouse, or the tenant's own team); every later call goes where the order went — an
 * order with pick-up tasks is the team's, whatever the setting says now.
 */
export function routedFulfilmentGateway(
  db: Db,
  platform: FulfilmentGateway,
  ownTeam: FulfilmentGateway,
): FulfilmentGateway {
  const holder = async (orderNo: string) => ((await teamHolds(db, orderNo)) ? ownTeam : platform);
  return {
    async submit(order) {
      const [row] = (
        await db.execute<{ mode: string }>(sql`
          select coalesce(s.fulfil_mode, 'PLATFORM') as mode
            from daifa_orders d left join pickup_settings s on s.tenant_id = d.tenant_id
           where d.order_no = ${order.orderNo}`)
      ).rows;
      return (row?.mode === 'OWN' ? ownTeam : platform).submit(order);
    },
    intercept: async (orderNo) => (await holder(orderNo)).intercept(orderNo),
    steer: async (orderNo, lineId, action) => (await holder(orderNo)).steer(orderNo, lineId, action),
    changeAddress: async (orderNo, receiver, courier) =>
      (await holder(orderNo)).changeAddress(orderNo, receiver, courier),
    hold: async (orderNo) => (await holder(orderNo)).hold(orderNo),
    release: async (orderNo) => (await holder(orderNo)).release(orderNo),
    warehouses: () => platform.warehouses(),
  };
}

/** The services with their warehouse routed: the tenants on 自有拿货 to their own team. */
export function withOwnTeam(db: Db, services: DaifaServices): DaifaServices {
  const warehouse = services.fulfilment;
  services.fulfilment = routedFulfilmentGateway(
    db,
    warehouse,
    ownTeamGateway(db, { warehouses: () => warehouse.warehouses() }),
  );
  return services;
}
