export {
  startFulfilmentStandIn,
  DEFAULT_SECRET,
  DEFAULT_HMAC_SECRET,
  DEFAULT_COURIER_APP_KEY,
  DEFAULT_EBUSINESS_ID,
} from './standIn.ts';
export type { FulfilmentStandIn, FulfilmentStandInOptions } from './standIn.ts';
export type { StandInControl, ForceInput } from './control.ts';
export type { Faults } from './faults.ts';
export type { OutboxRow } from './store/store.ts';
export type { LineResult, StopReason, Receiver, ExchangeGoods, Trace } from './orders/model.ts';
export type { GoodsView } from './market/market.ts';
export { OUTCOME_SHARES } from './orders/outcomes.ts';
export { kdniaoSign } from './courier/kdniao.ts';
export {
  eventSignature,
  SIGNATURE_HEADER,
  EVENTS_PATH,
  TRACES_PATH,
  RETURNS_PATH,
} from './outbox/signing.ts';
export type { ReturnDoc, ReturnForce, ReturnStage } from './returns/model.ts';
export type { SendBackDoc, SendBackStage } from './returns/sendBackModel.ts';
export { SEND_BACK_SHIP_MS } from './returns/sendBackDesk.ts';
export { newHeadless } from './returns/headless.ts';
export { renderParcelPhoto, photoIdOf } from './returns/photos.ts';
export type { PhotoTag, PhotoSubject } from './returns/photos.ts';
export type { HeadlessDoc } from './returns/headless.ts';
export { QC_FAIL_REASONS, STALL_REFUSE_REASONS, RETURN_STEP_MS } from './returns/outcomes.ts';
export { KDNIAO_QUERY_PATH } from './routes/courierRoutes.ts';
