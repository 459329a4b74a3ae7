/** A typed keyword as a LIKE/ILIKE pattern for "contains": its `%`, `_` and `\` match themselves. */
export const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
