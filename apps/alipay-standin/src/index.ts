export { startAlipayStandIn, type AlipayStandIn, type AlipayStandInOptions } from './standIn.ts';
export type { Faults } from './context.ts';
export { RETRY_MINUTES } from './notifier.ts';
