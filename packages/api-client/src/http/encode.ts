/** Array-aware url-encoding: arrays repeat their key (`ids=1&ids=2`), nested objects use brackets. */
export function toFormUrlEncoded(data: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) add(key, item);
    } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else {
      const text = value === null ? '' : value instanceof Date ? value.toISOString() : String(value);
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
    }
  };
  for (const [k, v] of Object.entries(data)) add(k, v);
  return pairs.join('&');
}

export function toQueryString(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const encoded = toFormUrlEncoded(params);
  return encoded ? `?${encoded}` : '';
}

export function toMultipart(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v instanceof Blob) form.append(key, v);
      else form.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    }
  }
  return form;
}

/** Params with the client-only `noToken` flag removed (spec §7: it never goes on the wire). */
export function stripClientFlags(payload: Record<string, unknown> | undefined): {
  payload: Record<string, unknown> | undefined;
  noToken: boolean;
} {
  if (!payload || !('noToken' in payload)) return { payload, noToken: false };
  const { noToken, ...rest } = payload;
  return { payload: rest, noToken: Boolean(noToken) };
}
