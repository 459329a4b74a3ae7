import { salesChannel, stateCodes, stateLabel } from '@oms/api-client';

export type PlatformCode = keyof typeof salesChannel;

/** KM and WDT are ERPs: their orders come from the shops the seller runs there, not from a shop of their own. */
const ERP_SOURCES: ReadonlySet<string> = new Set(['KM', 'WDT']);

export interface PlatformChoice {
  code: PlatformCode;
  label: string;
  description: string;
}

/** The ten sales channels (spec §1) in the contract's order, as 添加店铺 offers them. */
export const platformChoices: readonly PlatformChoice[] = stateCodes(salesChannel).map((code) => ({
  code,
  label: stateLabel(salesChannel, code),
  description: ERP_SOURCES.has(code)
    ? 'ERP 订单来源：同步 ERP 中各店铺的订单'
    : `授权${stateLabel(salesChannel, code)}店铺，同步店铺订单`,
}));

export function isPlatformCode(code: string): code is PlatformCode {
  return Object.hasOwn(salesChannel, code);
}
