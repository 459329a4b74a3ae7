/** A text field of a desk event: a non-empty string up to `max` characters, else null (junk is not kept). */
export const textOf = (v: unknown, max = 100) =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : null;
