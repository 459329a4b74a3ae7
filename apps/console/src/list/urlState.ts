import { z } from 'zod';

/**
 * A list's state in the URL: every key is one query parameter, arrays are comma-joined, and a zod
 * schema types and checks what comes back (a hand-edited or stale link falls back to defaults key by
 * key instead of breaking the page). Paging keys are dropped whenever anything else changes, so a
 * new filter always opens on page 1.
 */
export interface ListUrlCodec<S extends Record<string, unknown>> {
  parse(search: URLSearchParams): S;
  /** Only the keys that differ from the defaults, in a stable order: links stay short and comparable. */
  serialize(state: S): URLSearchParams;
  /** The state after a change; paging restarts unless the change is only about paging. */
  apply(state: S, change: Partial<S>): S;
  defaults: S;
}

export function listUrlCodec<Shape extends z.ZodRawShape>(
  shape: Shape,
  options: { paging: readonly (keyof Shape & string)[] },
): ListUrlCodec<z.infer<z.ZodObject<Shape>>> {
  type S = z.infer<z.ZodObject<Shape>>;
  const keys = Object.keys(shape) as (keyof S & string)[];
  const defaults = Object.fromEntries(keys.map((k) => [k, (shape[k] as z.ZodType).parse(undefined)])) as S;
  const isArray = (k: string) => Array.isArray(defaults[k as keyof S]);

  const parse = (search: URLSearchParams): S => {
    const state = { ...defaults };
    for (const key of keys) {
      const raw = search.get(key);
      if (raw === null) continue;
      const candidate = isArray(key) ? raw.split(',').filter((part) => part !== '') : raw;
      const parsed = (shape[key] as z.ZodType).safeParse(candidate);
      if (parsed.success) (state as Record<string, unknown>)[key] = parsed.data;
    }
    return state;
  };

  const serialize = (state: S): URLSearchParams => {
    const out = new URLSearchParams();
    for (const key of keys) {
      const value = state[key];
      if (value === undefined || value === null || value === '') continue;
      if (JSON.stringify(value) === JSON.stringify(defaults[key])) continue;
      out.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    return out;
  };

  const apply = (state: S, change: Partial<S>): S => {
    const onlyPaging = Object.keys(change).every((k) => options.paging.includes(k as keyof Shape & string));
    const next = { ...state, ...change };
    if (!onlyPaging)
      for (const key of options.paging)
        if (!(key in change)) (next as Record<string, unknown>)[key] = defaults[key as keyof S];
    return next;
  };

  return { parse, serialize, apply, defaults };
}

/** Helpers for URL fields: strings that come back as numbers, lists of ids. */
export const urlField = {
  int: (fallback: number, min: number, max: number) =>
    z.coerce.number().int().min(min).max(max).catch(fallback).default(fallback),
  oneOf: <T extends string>(values: readonly [T, ...T[]], fallback: T) =>
    z.enum(values).catch(fallback).default(fallback),
  text: (max: number) => z.string().max(max).catch('').default(''),
  ids: () => z.array(z.coerce.number().int().positive()).max(500).catch([]).default([]),
  codes: <T extends string>(values: readonly [T, ...T[]]) =>
    z.array(z.enum(values)).max(50).catch([]).default([]),
};

/** The fields of a keyset-paged list: page size, the cursor step and how far the user went. */
export const keysetUrlFields = {
  // a string (not the four literals): ListPager hands back a number the page writes as text
  size: urlField.oneOf(['20', '50', '100', '200'] as readonly [string, ...string[]], '20'),
  cursor: urlField.text(300),
  dir: urlField.oneOf(['next', 'prev'], 'next'),
  page: urlField.int(1, 1, 1_000_000),
};
/** The paging keys of `keysetUrlFields`: reset whenever a filter changes. */
export const KEYSET_PAGING = ['cursor', 'dir', 'page'] as const;

/** The page request's paging part from the URL state. */
export function keysetRequestOf(state: { size: string; cursor: string; dir: string }) {
  return {
    // the contract's input type narrows the sizes to 20 | 50 (its union is cast); the schema takes all four
    pageSize: Number(state.size) as 20,
    ...(state.cursor ? { cursor: state.cursor, direction: state.dir as 'next' | 'prev' } : {}),
  };
}

/**
 * A keyset list with status tabs and a search box in the URL (`?tab=&q=&size=` plus the cursor steps):
 * 售后订单, 问题件. `requestOf` gives the page request's tab, keyword and paging.
 */
export function tabbedKeysetUrl<const Tab extends string>(tabs: readonly [Tab, ...Tab[]], fallback: Tab) {
  const codec = listUrlCodec(
    { tab: urlField.oneOf(tabs, fallback), q: urlField.text(64), ...keysetUrlFields },
    { paging: KEYSET_PAGING },
  );
  const requestOf = (state: ReturnType<typeof codec.parse>) => ({
    tab: state.tab as Tab,
    ...(state.q.trim() ? { keyword: state.q.trim() } : {}),
    ...keysetRequestOf(state),
  });
  return { codec, requestOf };
}
