/** What a test or the demo can make the warehouse's sending do wrong (kept with the store, so restarts keep them). */
export interface Faults {
  /** Every message is posted twice, one after the other (the second must be a no-op). */
  repeat?: boolean;
  /** Messages of one order due together go out newest first (the server answers 409 until the gap fills). */
  reorder?: boolean;
  /** New messages wait this long (wall-clock ms) before their first try. */
  delayMs?: number;
  /** A copy with a wrong signature (HMAC or DataSign) goes out before each real message. */
  badSignature?: boolean;
}

export function faultsOf(source: Record<string, unknown>): Faults {
  const f: Faults = {};
  if (source.repeat === true) f.repeat = true;
  if (source.reorder === true) f.reorder = true;
  if (source.badSignature === true) f.badSignature = true;
  if (typeof source.delayMs === 'number' && source.delayMs > 0)
    f.delayMs = Math.min(Math.round(source.delayMs), 3_600_000);
  return f;
}
