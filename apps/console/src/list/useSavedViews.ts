import type { ListKey } from '@oms/api-client';
import { useFeedback, type NewSavedView, type SavedView } from '@oms/ui';
import { createSavedView, deleteSavedView, useSavedViewsQuery } from '../api/listPrefs.ts';
import type { ListUrlCodec } from './urlState.ts';

/** The keys of a list's URL state a view keeps, with only the values that differ from the defaults. */
export function viewFilterOf<S extends Record<string, unknown>>(
  codec: ListUrlCodec<S>,
  state: S,
  keys: readonly (keyof S & string)[],
) {
  const filter: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(state[key]) !== JSON.stringify(codec.defaults[key])) filter[key] = state[key];
  }
  return filter;
}

const sameFilter = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
};

/**
 * Saved views of a list page, wired to the URL: applying a view sets every kept key (the others back to
 * their defaults) as one history entry; the active view is the one equal to what the page shows.
 */
export function useSavedViews<S extends Record<string, unknown>>(input: {
  listKey: ListKey;
  codec: ListUrlCodec<S>;
  state: S;
  update: (change: Partial<S>) => void;
  keys: readonly (keyof S & string)[];
}) {
  const { listKey, codec, state, update, keys } = input;
  const { toast } = useFeedback();
  const { data, mutate } = useSavedViewsQuery(listKey);
  const current = viewFilterOf(codec, state, keys);
  const active = data?.find((v) => sameFilter(v.filter, current));
  const views: SavedView[] = (data ?? []).map((v) => ({
    id: String(v.id),
    name: v.name,
    shared: v.shared,
    mine: v.mine,
  }));

  return {
    views,
    activeId: active ? String(active.id) : null,
    onApply: (id: string) => {
      const view = data?.find((v) => String(v.id) === id);
      if (!view) return;
      const change = Object.fromEntries(
        keys.map((k) => [k, k in view.filter ? view.filter[k] : codec.defaults[k]]),
      );
      update(change as Partial<S>);
    },
    onSave: async ({ name, shared }: NewSavedView) => {
      const answer = await createSavedView({ listKey, name, shared, filter: current });
      if (answer.errorCode !== 0) {
        toast.error(answer.errorMsg);
        throw new Error(answer.errorMsg);
      }
      toast.success(`已保存视图「${answer.data.name}」`);
      await mutate();
    },
    onDelete: async (id: string) => {
      const answer = await deleteSavedView(Number(id));
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success('已删除视图');
      await mutate();
    },
  };
}
