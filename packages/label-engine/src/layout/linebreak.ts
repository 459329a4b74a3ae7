// Chinese line breaking (禁则): closing punctuation never starts a line, opening brackets never end one,
// Latin words and numbers stay whole unless they are longer than the line.

/** Characters that must not start a line. */
export const NO_LINE_START = new Set(Array.from('，。、；：！？）」』】》〉〕〗｝’”…—～·%‰℃,.;:!?)]}>'));
/** Characters that must not end a line. */
export const NO_LINE_END = new Set(Array.from('（「『【《〈〔〖｛‘“([{<¥$￥'));

const isWordChar = (ch: string) => /[A-Za-z0-9_\-./@#&+=*]/.test(ch) && !NO_LINE_START.has(ch);

/** Splits into units that may not be broken inside: a CJK character, a Latin word, a space. */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let word = '';
  for (const ch of text) {
    if (isWordChar(ch)) {
      word += ch;
      continue;
    }
    if (word) {
      units.push(word);
      word = '';
    }
    units.push(ch);
  }
  if (word) units.push(word);
  return units;
}

/**
 * Greedy fill. `measure` returns widths in any unit; `maxWidth` in the same unit.
 * Returns the lines without trailing spaces.
 */
export function breakLines(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    const units = breakUnits(paragraph);
    let line: string[] = [];
    let width = 0;
    const flush = () => {
      while (line.length && line[line.length - 1] === ' ') line.pop();
      out.push(line.join(''));
      line = [];
      width = 0;
    };
    for (let i = 0; i < units.length; i++) {
      const unit = units[i]!;
      const w = measure(unit);
      if (width + w <= maxWidth + 1e-9) {
        line.push(unit);
        width += w;
        continue;
      }
      if (unit === ' ') {
        flush();
        continue;
      }
      const cutWord = () => {
        // a word wider than the line: cut it by characters
        let part = '';
        for (const ch of unit) {
          if (part && measure(part + ch) > maxWidth + 1e-9) {
            line.push(part);
            flush();
            part = '';
          }
          part += ch;
        }
        line.push(part);
        width = measure(part);
      };
      if (line.length === 0) {
        cutWord();
        continue;
      }
      if (w > maxWidth + 1e-9 && !NO_LINE_START.has(unit[0]!)) {
        flush();
        cutWord();
        continue;
      }
      // keep forbidden characters off the line start by carrying previous units along (closing marks may chain: 。」)
      const carried: string[] = [];
      if (NO_LINE_START.has(unit[0]!))
        while (line.length > 1) {
          carried.unshift(line.pop()!);
          if (!NO_LINE_START.has(carried[0]![0]!)) break;
        }
      while (line.length > 1 && NO_LINE_END.has(line[line.length - 1]!.slice(-1)))
        carried.unshift(line.pop()!);
      flush();
      for (const c of carried) {
        line.push(c);
        width += measure(c);
      }
      // carried text plus this unit may still overflow a very narrow box; it is flagged by the caller
      line.push(unit);
      width += w;
    }
    flush();
  }
  return out;
}
