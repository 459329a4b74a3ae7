import { describe, expect, it } from 'vitest';
import { parseTemplate } from '../model/migrate.ts';
import { loadBundledFont } from '../node.ts';
import { validateLabel } from './validate.ts';

const font = loadBundledFont();
const t = (elements: unknown[]) =>
  parseTemplate({ schemaVersion: 2, name: '校验', width: 60, height: 40, elements });
const codes = (r: ReturnType<typeof validateLabel>) => r.warnings.map((w) => [w.code, w.elementId]);

describe('validation (Chinese, names the element)', () => {
  it('element outside the label', () => {
    const r = validateLabel(
      t([{ id: 'far', type: 'text', x: 50, y: 35, width: 20, height: 4, content: 'x', fontSize: 2.5 }]),
      {},
      font,
    );
    expect(codes(r)).toEqual([['outside-label', 'far']]);
    expect(r.warnings[0]!.message).toBe('元素「far」超出标签范围（60×40 mm），超出部分不会打印');
  });
  it('text that overflows its box', () => {
    const r = validateLabel(
      t([
        {
          id: 'addr',
          type: 'text',
          x: 0,
          y: 0,
          width: 20,
          height: 4,
          content: '浙江省杭州市上城区四季青街道常青路十八号',
          fontSize: 3,
          maxLines: 1,
        },
      ]),
      {},
      font,
    );
    expect(codes(r)).toEqual([['text-overflow', 'addr']]);
    expect(r.warnings[0]!.message).toContain('元素「addr」：文字超出文本框');
  });
  it('barcode data invalid for the chosen subset', () => {
    const r = validateLabel(
      t([{ id: 'bc', type: 'barcode', x: 0, y: 0, width: 60, height: 10, content: 'abc', subset: 'A' }]),
      {},
      font,
    );
    expect(codes(r)).toEqual([['barcode-invalid', 'bc']]);
    expect(r.warnings[0]!.message).toContain('CODE128A 不支持字符「a」');
  });
  it('barcode module under 2 dots', () => {
    const r = validateLabel(
      t([
        {
          id: 'narrow',
          type: 'barcode',
          x: 0,
          y: 0,
          width: 25,
          height: 10,
          content: 'WT24030800057ABC',
          subset: 'B',
        },
      ]),
      {},
      font,
    );
    expect(codes(r)).toContainEqual(['barcode-module-small', 'narrow']);
    expect(r.warnings.find((w) => w.code === 'barcode-module-small')!.message).toMatch(
      /元素「narrow」：条码最窄条只有 1 点/,
    );
  });
  it('the same barcode passes at 300 dpi but not at 203', () => {
    const tpl = t([
      { id: 'bc', type: 'barcode', x: 0, y: 0, width: 40, height: 10, content: 'NH2403-0877', subset: 'B' },
    ]);
    expect(validateLabel(tpl, {}, font, { dpis: [300] }).ok).toBe(true);
    expect(validateLabel(tpl, {}, font, { dpis: [203, 300] }).ok).toBe(false);
  });
  it('barcode wider than its element', () => {
    const r = validateLabel(
      t([
        {
          id: 'long',
          type: 'barcode',
          x: 0,
          y: 0,
          width: 10,
          height: 8,
          content: 'ABCDEFGHIJKLMNOP',
          subset: 'B',
        },
      ]),
      {},
      font,
    );
    expect(codes(r)).toContainEqual(['barcode-too-wide', 'long']);
  });
  it('QR data over capacity', () => {
    const r = validateLabel(
      t([
        {
          id: 'q',
          type: 'qrcode',
          x: 0,
          y: 0,
          width: 30,
          height: 30,
          content: 'x'.repeat(3000),
          errorLevel: 'H',
        },
      ]),
      {},
      font,
    );
    expect(codes(r)).toEqual([['qr-capacity', 'q']]);
    expect(r.warnings[0]!.message).toContain('元素「q」：二维码内容超出容量');
  });
  it('QR data beyond what Lodop draws natively', () => {
    const tpl = t([
      {
        id: 'big',
        type: 'qrcode',
        x: 0,
        y: 0,
        width: 40,
        height: 40,
        content: 'a'.repeat(500),
        errorLevel: 'L',
      },
    ]);
    expect(validateLabel(tpl, {}, font).ok).toBe(true);
    const r = validateLabel(tpl, {}, font, { lodop: true });
    expect(r.warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(/^元素「big」：二维码需要 \d+ 版，Lodop 最多支持 14 版/),
    ]);
  });
  it('a field binding with no value', () => {
    const r = validateLabel(
      t([
        {
          id: 'who',
          type: 'text',
          x: 0,
          y: 0,
          width: 30,
          height: 5,
          content: '收件人：{{consignee}}',
          fontSize: 2.5,
        },
      ]),
      {},
      font,
    );
    expect(r.warnings.map((w) => w.message)).toEqual(['元素「who」：字段 consignee 没有值']);
    expect(
      validateLabel(
        t([
          {
            id: 'who',
            type: 'text',
            x: 0,
            y: 0,
            width: 30,
            height: 5,
            content: '{{consignee}}',
            fontSize: 2.5,
          },
        ]),
        { consignee: '王' },
        font,
      ).ok,
    ).toBe(true);
  });
  it('name characters outside GB2312 are in the font (通用规范汉字表)', () => {
    const r = validateLabel(
      t([
        { id: 'name', type: 'text', x: 0, y: 0, width: 30, height: 5, content: '王堃 李喆', fontSize: 2.5 },
      ]),
      {},
      font,
    );
    expect(r.ok).toBe(true);
  });
  it('characters outside the font get a box and a warning, never vanish', () => {
    const r = validateLabel(
      t([{ id: 'rare', type: 'text', x: 0, y: 0, width: 30, height: 5, content: '𠀀字', fontSize: 2.5 }]),
      {},
      font,
    );
    expect(r.warnings.map((w) => w.message)).toEqual(['元素「rare」：字体缺少字符「𠀀」，以方框显示']);
  });
});
