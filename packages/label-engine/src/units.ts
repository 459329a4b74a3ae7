// Label printers treat 203 dpi as exactly 8 dots/mm and 300 dpi as 12 (TSPL manuals); never use dpi/25.4.
export type Dpi = 203 | 300;

export const DOTS_PER_MM: Record<Dpi, number> = { 203: 8, 300: 12 };

/** CSS / Lodop / designer pixels: 1/96 inch. The spec's 60×40 canvas is 226.8×151.2 of these. */
export const PX_PER_MM = 96 / 25.4;

export function dotsPerMm(dpi: Dpi): number {
  return DOTS_PER_MM[dpi];
}

/** Rounds to the nearest whole dot; use for positions. */
export function mmToDots(mm: number, dpi: Dpi): number {
  return Math.round(mm * DOTS_PER_MM[dpi] + 1e-9);
}

/** A length that must stay visible (rules, module widths): never fewer than one dot. */
export function mmToDotsMin1(mm: number, dpi: Dpi): number {
  return Math.max(1, mmToDots(mm, dpi));
}

export function dotsToMm(dots: number, dpi: Dpi): number {
  return dots / DOTS_PER_MM[dpi];
}

export function pxToMm(px: number): number {
  return px / PX_PER_MM;
}

/** Back to designer pixels, trimmed to 6 decimals so px → mm → px gives the original number. */
export function mmToPx(mm: number): number {
  return Math.round(mm * PX_PER_MM * 1e6) / 1e6;
}

/** Lodop SET_PRINT_PAGESIZE and the certificate page use tenths of a millimetre. */
export function mmToTenths(mm: number): number {
  return Math.round(mm * 10);
}

export function isDpi(n: number): n is Dpi {
  return n === 203 || n === 300;
}
