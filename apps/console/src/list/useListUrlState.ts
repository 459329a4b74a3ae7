import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListUrlCodec } from './urlState.ts';

/**
 * The list's state read from and written to the URL. Each change is a history entry (back and
 * forward step through filters); `replace` is for corrections that should not be one.
 */
export function useListUrlState<S extends Record<string, unknown>>(codec: ListUrlCodec<S>) {
  const [search, setSearch] = useSearchParams();
  // The query string is the identity of the state: a new URLSearchParams object with the same
  // content must not give a new state object (it would refetch).
  const key = search.toString();
  const state = useMemo(() => codec.parse(new URLSearchParams(key)), [codec, key]);
  const update = useCallback(
    (change: Partial<S>, options: { replace?: boolean } = {}) => {
      setSearch(
        codec.serialize(codec.apply(codec.parse(new URLSearchParams(window.location.search)), change)),
        {
          replace: options.replace ?? false,
        },
      );
    },
    [codec, setSearch],
  );
  const reset = useCallback(() => setSearch(new URLSearchParams()), [setSearch]);
  return { state, update, reset };
}
