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

/**
 * 增值服务 the brands sell with 代发: go2's 鞋盒 (shoes only), the clothing brands' 质检. Each costs per
 * piece (so it travels with the line's 代发费 and comes back with it) and may change the parcel's weight.
 */
export const SHOE_BOX_OPTIONS = {
  ORIGINAL: { label: '原装鞋盒', perPieceFen: 0, weightDeltaG: 0 },
  NONE: { label: '不要鞋盒', perPieceFen: 0, weightDeltaG: -300 },
  REINFORCED: { label: '加固鞋盒', perPieceFen: 100, weightDeltaG: 150 },
} as const;
export const QC_OPTIONS = {
  STANDARD: { label: '常规质检', perPieceFen: 0 },
  FINE: { label: '精细质检', perPieceFen: 50 },
} as const;
export type ShoeBoxOption = keyof typeof SHOE_BOX_OPTIONS;
export type QcOption = keyof typeof QC_OPTIONS;
export interface DaifaExtras {
  shoeBox?: ShoeBoxOption | undefined;
  qc?: QcOption | undefined;
}

/** Which 增值服务 a brand offers: 购途网 sells shoes in boxes; the clothing brands check garments. */
export function extrasOffered(brand: Brand): { shoeBox: boolean; qc: boolean } {
  return { shoeBox: brand === 'go2', qc: brand !== 'go2' };
}

/** 增值服务 in words, for the detail and the timeline; the free defaults say nothing. */
export function extrasText(extras: DaifaExtras | null | undefined): string {
  const parts: string[] = [];
  if (extras?.shoeBox && extras.shoeBox !== 'ORIGINAL') parts.push(SHOE_BOX_OPTIONS[extras.shoeBox].label);
  if (extras?.qc && extras.qc !== 'STANDARD') parts.push(QC_OPTIONS[extras.qc].label);
  return parts.join('、');
}

const extraPerPieceFen = (extras: DaifaExtras | null | undefined) =>
  (extras?.shoeBox ? SHOE_BOX_OPTIONS[extras.shoeBox].perPieceFen : 0) +
  (extras?.qc ? QC_OPTIONS[extras.qc].perPieceFen : 0);

/**
 * 代发费 of each line, in line order: the order's first item is charged the first rate; each piece adds
 * what its 增值服务 cost.
 */
export function lineServiceFees(
  brand: Brand,
  quantities: readonly number[],
  extras?: DaifaExtras | null,
): number[] {
  const fee = SERVICE_FEES[brand];
  const extra = extraPerPieceFen(extras);
  let first = true;
  return quantities.map((qty) => {
    if (qty <= 0) return 0;
    const fen = first ? fee.firstFen + (qty - 1) * fee.furtherFen : qty * fee.furtherFen;
    first = false;
    return fen + qty * extra;
  });
}

export const GARMENT_G = 300;
export const PAIR_G = 900;
/** The bag and the label. */
export const PACKAGING_G = 50;

/**
 * Estimated parcel weight: the goods' weights (per item, as the box changes it — never below 100 g a
 * piece) plus the packaging.
 */
export function parcelWeightG(
  lines: readonly { qty: number; weightG: number }[],
  extras?: DaifaExtras | null,
): number {
  const delta = extras?.shoeBox ? SHOE_BOX_OPTIONS[extras.shoeBox].weightDeltaG : 0;
  return lines.reduce((sum, l) => sum + l.qty * Math.max(100, l.weightG + delta), 0) + PACKAGING_G;
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
