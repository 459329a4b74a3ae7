import type { Authorizations } from './authorizations.ts';
import type { CallLimiter } from './callLimiter.ts';
import type { StandInClock } from './clock.ts';
import type { FaultSwitch } from './faults.ts';
import type { HungCalls } from './hungCalls.ts';
import type { QianfanInbox } from './qianfanInbox.ts';
import type { ReceiverSealer } from './receiverMasking.ts';
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
  /** Seals receivers of masking channels, and opens them for 密文面单 and 解密. */
  sealer: ReceiverSealer;
  /** Seeds the waybill numbers the e-waybill service issues. */
  waybillSeed: number;
  /** The key a 厂家代打 partner (the dropship warehouse) calls `/waybill/get` with. */
  waybillPartnerKey: string;
  /** 解密 calls a shop may make a day (Beijing days), as the platforms cap them. */
  decryptsPerShopPerDay: number;
  /** 解密 calls made, by shop and Beijing day. */
  decrypts: Map<string, number>;
  /** Where the stand-in listens, once it does (the pictures' host). */
  publicUrl: { value: string };
}
