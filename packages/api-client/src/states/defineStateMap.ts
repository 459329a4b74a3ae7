/** A semantic tone per state; the UI turns it into a colour, the contract stays UI-free. */
export type StateTone = 'default' | 'processing' | 'success' | 'warning' | 'error' | 'muted';

export interface StateEntry {
  label: string;
  tone: StateTone;
}

export type StateMap<K extends string> = Readonly<Record<K, StateEntry>>;

export function defineStateMap<const K extends string>(map: Record<K, StateEntry>): StateMap<K> {
  return Object.freeze(map);
}

/** The label of a code, or the raw code when a newer server sends one this build does not know. */
export function stateLabel<K extends string>(map: StateMap<K>, code: string | null | undefined): string {
  if (code == null) return '';
  return (map as Record<string, StateEntry>)[code]?.label ?? code;
}

/** The codes as a non-empty tuple, what `z.enum` takes. */
export function stateCodeTuple<K extends string>(map: StateMap<K>): [K, ...K[]] {
  return Object.keys(map) as [K, ...K[]];
}

export function stateCodes<K extends string>(map: StateMap<K>): K[] {
  return Object.keys(map) as K[];
}
