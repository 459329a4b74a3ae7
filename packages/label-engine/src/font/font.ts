// One bundled CJK font, parsed with opentype.js, measures and draws every glyph so layout and pixels
// are the same in Node and the browser.
import opentype from 'opentype.js';

export interface GlyphInfo {
  /** Glyph id in the font; 0 is .notdef, drawn as a box for characters the font lacks. */
  gid: number;
  /** Advance in em units (1 = font size). */
  advance: number;
  missing: boolean;
}

/** Path in em units, y down, baseline at 0. Curves are kept so PDF output stays vector. */
export type GlyphCommand =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'Q'; x1: number; y1: number; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

export interface LabelFont {
  readonly familyName: string;
  /** Ascent and descent of the em box, in em units (CJK fonts: 0.88 and 0.12). */
  readonly ascent: number;
  readonly descent: number;
  glyph(char: string): GlyphInfo;
  outline(gid: number): GlyphCommand[];
  /** Width of a string in em units. */
  measure(text: string): number;
  has(char: string): boolean;
}

export function loadFont(bytes: ArrayBuffer | Uint8Array): LabelFont {
  const buffer =
    bytes instanceof Uint8Array
      ? bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
      : bytes;
  const font = opentype.parse(buffer);
  const upm = font.unitsPerEm;
  const os2 = (font.tables as Record<string, Record<string, number> | undefined>)['os2'];
  const ascent = (os2?.['sTypoAscender'] ?? font.ascender) / upm;
  const descent = -(os2?.['sTypoDescender'] ?? font.descender) / upm;
  const glyphs = new Map<string, GlyphInfo>();
  const outlines = new Map<number, GlyphCommand[]>();

  const glyph = (char: string): GlyphInfo => {
    let info = glyphs.get(char);
    if (!info) {
      const code = char.codePointAt(0) ?? 0;
      // Control characters and line breaks never reach drawing; treat them as zero-width.
      if (code < 0x20) info = { gid: 0, advance: 0, missing: false };
      else {
        const g = font.charToGlyph(char);
        const gid = g.index;
        info = { gid, advance: (g.advanceWidth ?? upm) / upm, missing: gid === 0 };
      }
      glyphs.set(char, info);
    }
    return info;
  };

  const outline = (gid: number): GlyphCommand[] => {
    let cmds = outlines.get(gid);
    if (!cmds) {
      const path = font.glyphs.get(gid).path;
      const pathCommands = typeof path === 'function' ? [] : path.commands;
      const s = 1 / upm;
      cmds = pathCommands.map((c): GlyphCommand => {
        switch (c.type) {
          case 'M':
          case 'L':
            return { op: c.type, x: c.x * s, y: -c.y * s };
          case 'Q':
            return { op: 'Q', x1: c.x1 * s, y1: -c.y1 * s, x: c.x * s, y: -c.y * s };
          case 'C':
            return {
              op: 'C',
              x1: c.x1 * s,
              y1: -c.y1 * s,
              x2: c.x2 * s,
              y2: -c.y2 * s,
              x: c.x * s,
              y: -c.y * s,
            };
          default:
            return { op: 'Z' };
        }
      });
      outlines.set(gid, cmds);
    }
    return cmds;
  };

  return {
    familyName: font.names.fontFamily?.['en'] ?? 'Noto Sans CJK SC',
    ascent,
    descent,
    glyph,
    outline,
    measure(text: string) {
      let w = 0;
      for (const ch of text) w += glyph(ch).advance;
      return w;
    },
    has(char: string) {
      return !glyph(char).missing;
    },
  };
}
