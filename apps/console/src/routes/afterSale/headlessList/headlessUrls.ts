import type { HeadlessPageRequest } from '@oms/api-client';
import {
  KEYSET_PAGING,
  keysetRequestOf,
  keysetUrlFields,
  listUrlCodec,
  urlField,
} from '../../../list/urlState.ts';

export const HEADLESS_LIST_PATH = '/afterSale/headlessList';

/** 无头件认领 in the URL: `?headlessType=2` (我的认领; 1, the pool, by default) plus the cursor steps. */
export const headlessUrl = listUrlCodec(
  { headlessType: urlField.oneOf(['1', '2'], '1'), ...keysetUrlFields },
  { paging: KEYSET_PAGING },
);
export type HeadlessUrlState = ReturnType<typeof headlessUrl.parse>;
export const headlessRequestOf = (state: HeadlessUrlState): HeadlessPageRequest => ({
  headlessType: state.headlessType === '2' ? 2 : 1,
  ...keysetRequestOf(state),
});
