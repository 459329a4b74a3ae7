import { describe, expect, it } from 'vitest';
import {
  applyColumnSettings,
  clampColumnWidth,
  defaultColumnSettings,
  moveColumnSetting,
  normalizeColumnSettings,
  setColumnWidth,
  type ListColumn,
} from './columns.ts';

interface Line {
  title: string;
}

const col = (key: string, width: number, extra: Partial<ListColumn<Line>> = {}): ListColumn<Line> => ({
  key,
  title: key,
  width,
  render: (l) => l.title,
  ...extra,
});

const goods = col('goods', 280, { hideable: false });
const sku = col('sku', 140);
const qty = col('qty', 80, { minWidth: 60 });
const price = col('price', 100);
const columns = [goods, sku, qty, price];

const summary = (cs: ListColumn<Line>[]) => cs.map((c) => `${c.key}:${c.width}`);

describe('applyColumnSettings', () => {
  it('without settings draws every column in code order at its default width', () => {
    expect(summary(applyColumnSettings(columns, []))).toEqual([
      'goods:280',
      'sku:140',
      'qty:80',
      'price:100',
    ]);
  });

  it('follows the saved order and widths and leaves hidden columns out', () => {
    const out = applyColumnSettings(columns, [
      { key: 'price', visible: true, width: 150 },
      { key: 'goods', visible: true },
      { key: 'sku', visible: false, width: 300 },
      { key: 'qty', visible: true, width: 64 },
    ]);
    expect(summary(out)).toEqual(['price:150', 'goods:280', 'qty:64']);
    // Render functions come along untouched.
    expect(out[0]!.render({ title: '连衣裙' }, undefined)).toBe('连衣裙');
  });

  it('appends columns the settings do not know yet, visible, and ignores settings for removed columns', () => {
    const out = applyColumnSettings(columns, [
      { key: 'removed', visible: true, width: 99 },
      { key: 'qty', visible: true },
      { key: 'goods', visible: true },
    ]);
    expect(summary(out)).toEqual(['qty:80', 'goods:280', 'sku:140', 'price:100']);
  });

  it('keeps a column that cannot be hidden on screen, even if a setting hides it', () => {
    expect(summary(applyColumnSettings(columns, [{ key: 'goods', visible: false }]))).toContain('goods:280');
  });

  it('clamps saved widths to the column minimum (its own, else 80) and a maximum', () => {
    const out = applyColumnSettings(columns, [
      { key: 'qty', visible: true, width: 10 },
      { key: 'sku', visible: true, width: 20 },
      { key: 'price', visible: true, width: 99999 },
    ]);
    expect(summary(out)).toEqual(['qty:60', 'sku:80', 'price:1200', 'goods:280']);
  });

  it('returns the same column objects when nothing about them changed', () => {
    const out = applyColumnSettings(columns, defaultColumnSettings(columns));
    expect(out).toEqual(columns);
    expect(out[1]).toBe(sku);
  });

  it('uses the first setting when a key is saved twice', () => {
    const out = applyColumnSettings(columns, [
      { key: 'sku', visible: false },
      { key: 'sku', visible: true, width: 200 },
    ]);
    expect(summary(out)).toEqual(['goods:280', 'qty:80', 'price:100']);
  });
});

describe('normalizeColumnSettings', () => {
  it('gives one full setting per column, hidden ones included', () => {
    expect(normalizeColumnSettings(columns, [{ key: 'sku', visible: false }])).toEqual([
      { key: 'sku', visible: false, width: 140 },
      { key: 'goods', visible: true, width: 280 },
      { key: 'qty', visible: true, width: 80 },
      { key: 'price', visible: true, width: 100 },
    ]);
  });
});

describe('clampColumnWidth', () => {
  it('rounds to whole pixels inside the limits', () => {
    expect(clampColumnWidth(qty, 70.6)).toBe(71);
    expect(clampColumnWidth(qty, 12)).toBe(60);
    expect(clampColumnWidth(sku, 12)).toBe(80);
  });
});

describe('setColumnWidth', () => {
  it('stores a new width for one column and keeps everything else as saved', () => {
    const out = setColumnWidth(columns, [{ key: 'price', visible: false }], 'sku', 175.4);
    expect(out).toEqual([
      { key: 'price', visible: false, width: 100 },
      { key: 'goods', visible: true, width: 280 },
      { key: 'sku', visible: true, width: 175 },
      { key: 'qty', visible: true, width: 80 },
    ]);
    expect(setColumnWidth(columns, [], 'qty', 1)[2]).toEqual({ key: 'qty', visible: true, width: 60 });
  });
});

describe('moveColumnSetting', () => {
  const settings = normalizeColumnSettings(columns, []);
  it.each([
    ['price', 0, ['price', 'goods', 'sku', 'qty']],
    ['goods', 2, ['sku', 'qty', 'goods', 'price']],
    ['goods', 99, ['sku', 'qty', 'price', 'goods']],
    ['sku', -1, ['sku', 'goods', 'qty', 'price']],
    ['nope', 0, ['goods', 'sku', 'qty', 'price']],
  ])('moves %s to %i', (key, to, expected) => {
    expect(moveColumnSetting(settings, key, to).map((s) => s.key)).toEqual(expected);
  });
});
