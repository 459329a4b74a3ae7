/**
 * The lists whose first page is asked for as their address is taken. The code that asks
 * (`listPrefetch.ts`) loads only when one of them opens: the frame's first load stays in budget.
 */
export const PREFETCHED_LISTS = [
  '/order/orderList',
  '/order/daifaOrderList',
  '/order/abnormalList',
  '/funds/balance',
] as const;
export type PrefetchedList = (typeof PREFETCHED_LISTS)[number];

/** Starts the list request of `pathname` if it is one of those lists (the caller checked access). */
export function prefetchListOf(pathname: string, search: string): void {
  if ((PREFETCHED_LISTS as readonly string[]).includes(pathname))
    import('./listPrefetch.ts').then(
      (m) => m.prefetchList(pathname as PrefetchedList, search),
      () => undefined,
    );
}
