// GBK encoder for TSPL TEXT. The table is built once from the platform's GBK decoder
// (TextDecoder('gbk') exists in Node with ICU and in every browser), so no table ships with the engine.
let table: Map<string, number> | null = null;

function buildTable(): Map<string, number> {
  const decoder = new TextDecoder('gbk', { fatal: true });
  const map = new Map<string, number>();
  const pair = new Uint8Array(2);
  for (let hi = 0x81; hi <= 0xfe; hi++)
    for (let lo = 0x40; lo <= 0xfe; lo++) {
      if (lo === 0x7f) continue;
      pair[0] = hi;
      pair[1] = lo;
      try {
        const ch = decoder.decode(pair);
        if (ch.length === 1 && !map.has(ch)) map.set(ch, (hi << 8) | lo);
      } catch {
        // unassigned code
      }
    }
  return map;
}

/** GBK bytes, or null when a character has no GBK code. */
export function encodeGbk(text: string): Uint8Array | null {
  table ??= buildTable();
  const out: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) {
      out.push(c);
      continue;
    }
    const code = table.get(ch);
    if (code === undefined) return null;
    out.push(code >> 8, code & 0xff);
  }
  return Uint8Array.from(out);
}
