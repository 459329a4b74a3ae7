import type { Brand } from './brands.ts';

/**
 * What a dropship order costs besides the goods: 代发费 by brand and the courier's freight by weight.
 * Pure and shared: the server charges with it, the placing form shows the same figures before asking.
 */

/** 代发费 per brand: a first item and each further one (go2 charges per pair). */
export const SERVICE_FEES: Record<Brand, { firstFen: number; furtherFen: number }> = {
  e3e3: { firstFen: 200, furtherFen: 100 },
  e3hw: { firstFen: 200, furtherFen: 100 },
  e3hm: { firstFen: 200, furtherFen: 100 },
  go2: { firstFen: 300, furtherFen: 300 },
};

/** 代发费 of each line, in line order: the order's first item is charged the first rate. */
export function lineServiceFees(brand: Brand, quantities: readonly number[]): number[] {
  const fee = SERVICE_FEES[brand];
  let first = true;
  return quantities.map((qty) => {
    if (qty <= 0) return 0;
    const fen = first ? fee.firstFen + (qty - 1) * fee.furtherFen : qty * fee.furtherFen;
    first = false;
    return fen;
  });
}

export const GARMENT_G = 300;
export const PAIR_G = 900;
/** The bag and the label. */
export const PACKAGING_G = 50;

/** Estimated parcel weight: the goods' weights (per item) plus the packaging. */
export function parcelWeightG(lines: readonly { qty: number; weightG: number }[]): number {
  return lines.reduce((sum, l) => sum + l.qty * l.weightG, 0) + PACKAGING_G;
}

/** Couriers charge by whole kilograms, rounded up, at least one. */
export const chargedKg = (weightG: number) => Math.max(1, Math.ceil(weightG / 1000));

export interface FeeRule {
  firstKgFen: number;
  extraKgFen: number;
}

export function freightFen(rule: FeeRule, weightG: number): number {
  return rule.firstKgFen + (chargedKg(weightG) - 1) * rule.extraKgFen;
}
