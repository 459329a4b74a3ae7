import { POST_ORDER_TABS, type PostOrderPageRequest } from '@oms/api-client';
import { tabbedKeysetUrl } from '../../../list/urlState.ts';

/** 寄回记录 in the URL (the bare 问题件寄回 page): `?tab=WAITING_SEND&q=JH…&size=50` plus the cursor steps. */
const records = tabbedKeysetUrl(POST_ORDER_TABS, 'ALL');
export const postOrderUrl = records.codec;
export type PostOrderUrlState = ReturnType<typeof postOrderUrl.parse>;
export const postOrderRequestOf = (state: PostOrderUrlState): PostOrderPageRequest =>
  records.requestOf(state);
