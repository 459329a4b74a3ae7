/**
 * Pasted numbers (up to 1,000) are too long for a URL (a reload would exceed header limits), so the
 * URL carries a short key and the numbers wait in this tab's session storage. Back and forward work;
 * a link copied to another browser opens the list without the paste.
 */
const PREFIX = 'oms.batch.';

export function storeBatch(numbers: string[]): string {
  const key = Math.random().toString(36).slice(2, 10);
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(numbers));
  } catch {
    // Storage full or blocked: the key still works for this page view through the memory copy.
  }
  memory.set(key, numbers);
  return key;
}

const memory = new Map<string, string[]>();

export function readBatch(key: string): string[] | null {
  if (!key) return null;
  const held = memory.get(key);
  if (held) return held;
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (Array.isArray(parsed) && parsed.every((n) => typeof n === 'string')) return parsed;
  } catch {
    // unreadable: treated as no paste
  }
  return null;
}
