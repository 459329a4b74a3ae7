import { describe, expect, it } from 'vitest';
import { mmToDots, mmToDotsMin1, mmToPx, pxToMm, mmToTenths } from './units.ts';

describe('units', () => {
  it('60×40 mm is 480×320 dots at 203 dpi and 720×480 at 300 dpi', () => {
    expect([mmToDots(60, 203), mmToDots(40, 203)]).toEqual([480, 320]);
    expect([mmToDots(60, 300), mmToDots(40, 300)]).toEqual([720, 480]);
  });
  it('a 0.125 mm line is exactly one dot at 203 dpi', () => {
    expect(mmToDotsMin1(0.125, 203)).toBe(1);
    expect(mmToDotsMin1(0.01, 203)).toBe(1);
  });
  it('the spec canvas 226.8×151.2 px is 60×40 mm and converts back exactly', () => {
    expect(pxToMm(226.8)).toBeCloseTo(60, 1);
    expect(mmToPx(pxToMm(226.8))).toBe(226.8);
    expect(mmToPx(pxToMm(151.2))).toBe(151.2);
    expect(mmToTenths(60)).toBe(600);
  });
});
