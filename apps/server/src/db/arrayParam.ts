import { sql } from 'drizzle-orm';

/**
 * A JS array as ONE query parameter (a PostgreSQL array), for `= any($1::text[])` and `unnest`.
 * Interpolated bare, drizzle spreads an array into a parameter list, which suits `in (…)` only.
 */
export const arrayParam = (values: readonly (string | number)[]) => sql.param(values);

