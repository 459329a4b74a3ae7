import { GOODS_ASSOCIATION_TABS, type GoodsAssociationPageRequest } from '@oms/api-client';
import {
  KEYSET_PAGING,
  keysetRequestOf,
  keysetUrlFields,
  listUrlCodec,
  urlField,
} from '../../../list/urlState.ts';

/** 商品关联's state in the URL: `?tab=LINKED&q=K4551&waiting=1&size=50` plus the cursor steps. */
export const goodsAssociationUrl = listUrlCodec(
  {
    tab: urlField.oneOf(GOODS_ASSOCIATION_TABS, 'UNLINKED'),
    q: urlField.text(40),
    /** 只看待发货: SKUs of shop orders still to be bought (工作台's 未关联商品 opens it so). */
    waiting: urlField.oneOf(['0', '1'], '0'),
    /** 只看有建议: unlinked SKUs the server found goods for. */
    suggested: urlField.oneOf(['0', '1'], '0'),
    ...keysetUrlFields,
  },
  { paging: KEYSET_PAGING },
);
export type GoodsAssociationUrlState = ReturnType<typeof goodsAssociationUrl.parse>;

export const goodsAssociationRequestOf = (state: GoodsAssociationUrlState): GoodsAssociationPageRequest => ({
  tab: state.tab,
  ...(state.q.trim() ? { keyword: state.q.trim() } : {}),
  ...(state.waiting === '1' ? { waitingOnly: true } : {}),
  ...(state.suggested === '1' ? { suggestedOnly: true } : {}),
  ...keysetRequestOf(state),
});
