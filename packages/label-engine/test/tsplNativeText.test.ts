import { describe, expect, it } from 'vitest';
import { renderTspl } from '../src/output/tspl.ts';
import { PRESETS } from '../src/presets/index.ts';
import { font, renderPreset } from './render.ts';

const gbk = new TextDecoder('gbk');

/** TEXT commands of a TSPL job: position, multiplier and the decoded text. */
function textCommands(bytes: Uint8Array) {
  const out: Array<{ x: number; mul: number; text: string }> = [];
  const latin = Array.from(bytes, (c) => String.fromCharCode(c)).join('');
  const re = /TEXT (\d+),(\d+),"TSS24\.BF2",0,(\d+),\d+,"([^\r]*)"\r\n/g;
  for (let m = re.exec(latin); m; m = re.exec(latin)) {
    const raw = Uint8Array.from(m[4]!, (c) => c.charCodeAt(0));
    out.push({ x: Number(m[1]), mul: Number(m[3]), text: gbk.decode(raw) });
  }
  return out;
}

describe('TSPL native text', () => {
  for (const preset of PRESETS) {
    it(`${preset.id}: every TEXT line fits on the label in the printer's own font, and bold is never sent as TEXT`, () => {
      const { layout } = renderPreset(preset, 203);
      const bytes = renderTspl([layout], font, { text: 'native' });
      const boldTexts = new Set(
        layout.primitives.filter((p) => p.kind === 'text' && p.bold).map((p) => (p.kind === 'text' ? p.text : '')),
      );
      for (const cmd of textCommands(bytes)) {
        let width = 0;
        for (const ch of cmd.text) width += (ch.charCodeAt(0) < 0x80 ? 12 : 24) * cmd.mul;
        expect(cmd.x + width, cmd.text).toBeLessThanOrEqual(layout.widthDots);
        expect(boldTexts.has(cmd.text), cmd.text).toBe(false);
      }
    });
  }
});
