import type { Authorizations } from './authorizations.ts';
import type { CallLimiter } from './callLimiter.ts';
import type { StandInClock } from './clock.ts';
import type { FaultSwitch } from './faults.ts';
import type { HungCalls } from './hungCalls.ts';
import type { QianfanInbox } from './qianfanInbox.ts';
import type { ShopHistories } from './shopHistories.ts';

/** The stand-in's parts, shared by its routes and its in-process control. */
export interface StandInContext {
  clock: StandInClock;
  authorizations: Authorizations;
  histories: ShopHistories;
  faults: FaultSwitch;
  limiter: CallLimiter;
  hungCalls: HungCalls;
  inbox: QianfanInbox;
  /** Calls a second per shop unless the shop's plan says otherwise; 0: no limit. */
  callsPerSecondPerShop: number;
  /** The longest a `timeout` fault holds a call whose client has not given up. */
  hangMs: number;
}
