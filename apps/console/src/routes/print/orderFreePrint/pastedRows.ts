// Rows pasted from Excel (or WPS): the clipboard holds tab-separated cells, a line a row. A first line
// naming the template's fields (by key or by their Chinese label) says which column is which;
// otherwise the columns are the fields in the template's order. A 份数 column gives each row's copies.

export interface FreeRow {
  values: Record<string, string>;
  copies: number;
}

export const COPIES_HEADER = '份数';
export const MAX_COPIES = 500;

const clampCopies = (text: string | undefined) => {
  const n = Math.floor(Number(text));
  return Number.isFinite(n) && n >= 1 ? Math.min(MAX_COPIES, n) : 1;
};

/** Excel quotes a cell holding a tab, a line break or a quote; the quotes come off here. */
function splitLines(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === '\t') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((v) => v.trim() !== ''));
}

/**
 * The pasted text as rows of the template's fields. `labels` names fields in Chinese (a header may use
 * either). Cells beyond the fields are dropped; missing ones are empty.
 */
export function pastedRows(
  text: string,
  fields: readonly string[],
  labels: Readonly<Record<string, string>> = {},
): FreeRow[] {
  const lines = splitLines(text);
  if (!lines.length) return [];
  const byName = new Map<string, string>();
  for (const f of fields) {
    byName.set(f, f);
    if (labels[f]) byName.set(labels[f], f);
  }
  byName.set(COPIES_HEADER, COPIES_HEADER);
  const head = lines[0]!.map((h) => h.trim());
  const isHeader = head.some((h) => byName.has(h)) && head.every((h) => h === '' || byName.has(h));
  const columns: (string | null)[] = isHeader ? head.map((h) => byName.get(h) ?? null) : fields.map((f) => f);
  const body = isHeader ? lines.slice(1) : lines;
  return body.map((cells) => {
    const values: Record<string, string> = Object.fromEntries(fields.map((f) => [f, '']));
    let copies = 1;
    columns.forEach((field, i) => {
      const cell = (cells[i] ?? '').trim();
      if (field === COPIES_HEADER) copies = clampCopies(cell);
      else if (field) values[field] = cell;
    });
    return { values, copies };
  });
}
