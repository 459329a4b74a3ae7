import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli.ts';
import { PICKUP_SPEC_SAMPLE } from './presets/index.ts';

let out = '';
let err = '';
const dir = mkdtempSync(join(tmpdir(), 'label-cli-'));

beforeEach(() => {
  out = err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((err += String(s)), true));
});
afterEach(() => vi.restoreAllMocks());

describe('label CLI', () => {
  it('lists the presets', () => {
    expect(main(['presets'])).toBe(0);
    expect(out).toContain('pickup-60x40');
    expect(out).toContain('后道标');
    expect(out).toContain('waybill-100x180');
    expect(out.trim().split('\n')).toHaveLength(11);
  });
  it('renders a preset to TSPL', () => {
    const file = join(dir, 'p.tspl');
    expect(main(['render', 'pickup-60x40', '--format', 'tspl', '--out', file])).toBe(0);
    expect(readFileSync(file, 'latin1')).toMatch(/^SIZE 60 mm,40 mm/);
  });
  it('accepts the spec pick-up format and a batch of rows, writing numbered PNGs', () => {
    const tpl = join(dir, 'pickup.json');
    const data = join(dir, 'rows.json');
    writeFileSync(tpl, JSON.stringify(PICKUP_SPEC_SAMPLE));
    const rows = ['NH0001', 'NH0002', 'NH0003'].map((TAKE_CODE) => ({
      ...Object.fromEntries(
        Object.entries({
          SHOP_NAME_AND_PLATFORM: '店',
          EXPRESS_NAME: '中通',
          ARTICLE_SIZE_NUM: 'A',
          SHOP_ORDER_GOODS_TYPE: '单件',
          SHOP_ORDER_PRODUCT_NUM: '1/1',
          POSITION_NO: 'B',
          SHOP_ORDER_NO: '1',
          BUYER_REMARK: '-',
          SELLER_REMARK: '-',
          PRINT_NAME: '王',
          PRINT_TIME: '03-08',
        }),
      ),
      TAKE_CODE,
    }));
    writeFileSync(data, JSON.stringify(rows));
    const png = join(dir, 'batch.png');
    expect(main(['render', tpl, '--data', data, '--format', 'png', '--dpi', '300', '--out', png])).toBe(0);
    for (const n of [1, 2, 3]) expect(existsSync(join(dir, `batch-${n}.png`))).toBe(true);
    expect(err).toBe('');
  });
  it('renders the certificate copies onto A4', () => {
    const file = join(dir, 'c.pdf');
    expect(main(['render', 'certificate', '--format', 'pdf', '--sheet', 'A4', '--out', file])).toBe(0);
    expect(out).toContain('已生成 2 张');
  });
  it('rejects a bad template with a clear message and exit code 1', () => {
    const tpl = join(dir, 'bad.json');
    writeFileSync(
      tpl,
      JSON.stringify({
        schemaVersion: 2,
        name: '坏模板',
        width: -5,
        height: 40,
        elements: [{ id: 'a', type: 'circle' }],
      }),
    );
    expect(main(['render', tpl, '--format', 'png', '--out', join(dir, 'x.png')])).toBe(1);
    expect(err).toContain('模板无效：模板格式不正确');
    expect(err).toContain('width');
    expect(main(['render', join(dir, 'missing.json'), '--format', 'png', '--out', 'x.png'])).toBe(1);
    expect(err).toContain('找不到模板文件');
    expect(main(['render', 'no-such-preset', '--format', 'png', '--out', 'x.png'])).toBe(1);
    expect(err).toContain('没有叫「no-such-preset」的预设');
  });
  it('rejects bad options', () => {
    expect(main(['render', 'houdao', '--format', 'bmp', '--out', 'x'])).toBe(1);
    expect(err).toContain('--format 必须是');
    expect(main(['render', 'houdao', '--format', 'png', '--dpi', '600', '--out', 'x'])).toBe(1);
    expect(main(['frobnicate'])).toBe(2);
    // unknown options and values are refused, never quietly defaulted
    for (const [args, message] of [
      [['--sheet', 'A3'], '--sheet 只能是 label 或 A4（收到 A3）'],
      [['--text', 'vector'], '--text 只能是 native 或 bitmap（收到 vector）'],
      [['--dpi', '203.0'], '--dpi 只能是 203 或 300（收到 203.0）'],
      [['--lodop-mode', 'fast'], '--lodop-mode 只能是 native 或 raster（收到 fast）'],
      [['--colour', 'red'], '未知参数 --colour'],
    ] as const) {
      err = '';
      expect(main(['render', 'houdao', '--format', 'pdf', '--out', join(dir, 'o.pdf'), ...args])).toBe(1);
      expect(err).toContain(message);
    }
  });
  it('says what is wrong with a template in Chinese, naming the element', () => {
    const tpl = join(dir, 'bad2.json');
    writeFileSync(tpl, JSON.stringify({ schemaVersion: 2, name: '坏', width: 60, height: 40, elements: [{ id: 'a', type: 'text', x: 1, y: 1, width: 'wide', height: 5, content: 'x', fontSize: 3 }] }));
    expect(main(['render', tpl, '--format', 'png', '--out', join(dir, 'y.png')])).toBe(1);
    expect(err).toContain('第1个元素的 width：');
    expect(err).not.toMatch(/expected|Invalid|Too small/);
  });
  it('prints layout warnings in Chinese', () => {
    const data = join(dir, 'empty.json');
    writeFileSync(data, '{}');
    expect(main(['render', 'houdao', '--data', data, '--format', 'zpl', '--out', join(dir, 'h.zpl')])).toBe(
      0,
    );
    expect(err).toContain('⚠ 元素「sortNo」：字段 sortNo 没有值');
  });
});
