import type { DbOrTx } from '../../db/client.ts';
import type { FulfilmentGateway } from './gateways/fulfilmentGateway.ts';
import type { MarketGateway } from './gateways/marketGateway.ts';
import type { ReturnsGateway } from './gateways/returnsGateway.ts';
import { unconfiguredCourierGateway, type CourierGateway } from './gateways/courierGateway.ts';

/** A parcel the courier reports as a problem (快递鸟 State 4: 404 拒收, 420 地址不详, 416 联系不上…). */
export interface CourierProblem {
  tenantId: number;
  orderId: number;
  orderNo: string;
  courierCode: string;
  waybillNo: string;
  stateEx: string | null;
  station: string;
  at: string | null;
}

/**
 * Called in the transaction that records the push, once per problem. The after-sales issue's 问题件
 * registers here; until then the problem is on the order's timeline only.
 */
export type CourierProblemHook = (tx: DbOrTx, problem: CourierProblem) => Promise<void>;

/**
 * A courier push for a waybill no dropship order has (returns sent to a far stall): true when the hook
 * knew the waybill. Called in the transaction that records the push.
 */
export type ForeignWaybillHook = (
  tx: DbOrTx,
  push: { courierCode: string; waybillNo: string; state: string },
) => Promise<boolean>;

/** The outside systems the daifa module talks to, and the hooks later modules join. */
export interface DaifaServices {
  fulfilment: FulfilmentGateway;
  /** The warehouse's returns desk (退货退款): the after-sale module's. */
  returns: ReturnsGateway;
  market: MarketGateway;
  /** The courier's 电子面单 (打印发货 of the own team's parcels). */
  courier: CourierGateway;
  courierProblemHooks: CourierProblemHook[];
  foreignWaybillHooks: ForeignWaybillHook[];
}

export function createDaifaServices(parts: {
  fulfilment: FulfilmentGateway;
  returns: ReturnsGateway;
  market: MarketGateway;
  courier?: CourierGateway;
}): DaifaServices {
  return { courier: unconfiguredCourierGateway, ...parts, courierProblemHooks: [], foreignWaybillHooks: [] };
}
