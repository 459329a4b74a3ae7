/** What a keyset page of any list returns about its neighbours. */
export interface CursorPageInfo {
  total?: number | null;
  prevCursor?: string | null;
  nextCursor?: string | null;
}

export interface CursorStep {
  cursor: string;
  dir: 'prev' | 'next';
  page: number;
}

/**
 * The ListPager props every cursor-paged list shares: prev/next follow the server's cursors and
 * the page number only counts how far the user went; `go` writes the step into the URL state.
 */
export function cursorPaging(
  page: number,
  pageSize: number,
  data: CursorPageInfo | undefined,
  go: (step: CursorStep) => void,
) {
  return {
    page,
    pageSize,
    total: data?.total ?? null,
    hasPrev: Boolean(data?.prevCursor),
    hasNext: Boolean(data?.nextCursor),
    onPrev: () => go({ cursor: data!.prevCursor!, dir: 'prev', page: Math.max(1, page - 1) }),
    onNext: () => go({ cursor: data!.nextCursor!, dir: 'next', page: page + 1 }),
    onFirst: () => go({ cursor: '', dir: 'next', page: 1 }),
  };
}
