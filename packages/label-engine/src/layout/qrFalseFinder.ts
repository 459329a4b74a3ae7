// Finder-pattern look-alikes. A data area can hold a dark-light-dark-light-dark run of about 1:1:3:1:1
// across and down through one point; a detector that tolerates half a module of error (ZXing does, and
// so do phone scanners built on it) can take it for a fourth finder pattern and read a wrong grid.
// The QR standard's mask penalty only counts exact runs with four light modules beside them, so the
// mask the encoder picks can still hold one: this finds them, so encodeQr can pick a clean mask.

/** Runs of equal modules along a line, as [value, length, start]. */
function runs(line: readonly number[]): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let i = 0; i < line.length; i++) {
    const v = line[i]!;
    const last = out.at(-1);
    if (last && last[0] === v) last[1]++;
    else out.push([v, 1, i]);
  }
  return out;
}

/** Five run lengths within the tolerance a detector allows for 1:1:3:1:1 (half a module each). */
function finderLike(r: readonly number[]): boolean {
  const unit = r.reduce((a, b) => a + b, 0) / 7;
  const slack = unit / 2;
  return (
    Math.abs(unit - r[0]!) < slack &&
    Math.abs(unit - r[1]!) < slack &&
    Math.abs(3 * unit - r[2]!) < 3 * slack &&
    Math.abs(unit - r[3]!) < slack &&
    Math.abs(unit - r[4]!) < slack
  );
}

/** Module positions (row, column) outside the three real finder patterns that look like one both ways. */
export function falseFinders(modules: Uint8Array, size: number): [number, number][] {
  const Q = 4;
  const N = size + 2 * Q;
  const at = (r: number, c: number) => (r >= Q && c >= Q && r < size + Q && c < size + Q ? modules[(r - Q) * size + (c - Q)]! : 0);
  const real = [
    [3, 3],
    [3, size - 4],
    [size - 4, 3],
  ];
  const found: [number, number][] = [];
  for (let r = 0; r < N; r++) {
    const row = runs(Array.from({ length: N }, (_, c) => at(r, c)));
    for (let i = 0; i + 4 < row.length; i++) {
      if (row[i]![0] !== 1) continue;
      const five = row.slice(i, i + 5);
      if (!finderLike(five.map((x) => x[1]))) continue;
      const centre = five[2]![2] + Math.floor(five[2]![1] / 2);
      const col = runs(Array.from({ length: N }, (_, rr) => at(rr, centre)));
      const k = col.findIndex((x) => r >= x[2] && r < x[2] + x[1]);
      if (k < 2 || k + 2 >= col.length || !finderLike(col.slice(k - 2, k + 3).map((x) => x[1]))) continue;
      const pos: [number, number] = [r - Q, centre - Q];
      if (real.some(([rr, cc]) => Math.abs(rr! - pos[0]) <= 3 && Math.abs(cc! - pos[1]) <= 3)) continue;
      found.push(pos);
    }
  }
  return found;
}
