/** How many numbers one batch query takes unless a page says otherwise. */
export const BATCH_NUMBERS_MAX = 1000;

/** New lines, spaces (also the full-width one), tabs, and half- and full-width , ， 、 ; ；. */
const SEPARATORS = /[\s,，、;；]+/;

export interface ParsedBatchNumbers {
  /** Each number once, in the order first pasted. All of them, even past the limit. */
  numbers: string[];
  /** Numbers pasted more than once (each listed once). */
  duplicates: string[];
  /** More than `max` distinct numbers: the query must be refused. */
  overLimit: boolean;
}

/** Splits pasted text (a column from Excel, a chat message) into distinct numbers. */
export function parseBatchNumbers(text: string, max: number = BATCH_NUMBERS_MAX): ParsedBatchNumbers {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const part of text.split(SEPARATORS)) {
    if (part === '') continue;
    if (seen.has(part)) duplicates.add(part);
    else seen.add(part);
  }
  return { numbers: [...seen], duplicates: [...duplicates], overLimit: seen.size > max };
}
