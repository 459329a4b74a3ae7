/** One field the combined search can query. */
export interface SearchField {
  key: string;
  label: string;
  placeholder?: string;
  /** Does this text look like a value of this field? Fields are tried in order; the first yes wins. */
  guess?: (value: string) => boolean;
}

/** The field picker's 自动识别 option: the field is guessed from what was typed. */
export const AUTO_SEARCH_FIELD = 'auto';

/**
 * The field a typed text most likely belongs to: the first field (in the given order) whose `guess`
 * accepts the trimmed text. `null` for blank text or when no field claims it. Put specific patterns
 * first and a catch-all (买家昵称) last.
 */
export function guessSearchField<F extends SearchField>(text: string, fields: readonly F[]): F | null {
  const value = text.trim();
  if (value === '') return null;
  return fields.find((field) => field.guess?.(value) === true) ?? null;
}
