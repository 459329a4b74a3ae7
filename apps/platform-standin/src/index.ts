export { startPlatformStandIn, DEFAULT_SECRET, DEFAULT_WAYBILL_PARTNER_KEY } from './standIn.ts';
export type { PlatformStandIn, PlatformStandInOptions } from './standIn.ts';
export type { StandInControl, ProvisionShopInput, ProvisionedShop, FaultInput } from './control.ts';
export type { Fault, FaultKind } from './faults.ts';
export { CHANNELS, channelPath } from './channels.ts';
export type { ChannelCode } from './channels.ts';
export { ERP_ITEMS, ERP_ITEMS_WITHOUT_SUPPLIER, ERP_SUPPLIERS } from './erp/kuaimaiBook.ts';
