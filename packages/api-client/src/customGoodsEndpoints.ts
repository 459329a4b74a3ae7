import { endpoint } from './endpoints.ts';
import { customGoodsDeleteRequestSchema } from './schemas/customGoods.ts';
import { idParamsSchema, nullData } from './schemas/common.ts';
import {
  customGoodsInputSchema,
  customGoodsPageRequestSchema,
  customGoodsPageSchema,
  customGoodsSchema,
} from './schemas/customGoods.ts';

/** 自定义商品's page code; like the menu, it needs the tenant's manual delivery (spec §6). */
export const CUSTOM_GOODS_CODE = '/goods/customGoods';
const custom = { kind: 'signedIn', permission: CUSTOM_GOODS_CODE, manualDelivery: true } as const;

/** 自定义商品 (issue 12): a tenant's goods the market does not list, for 代发下单. Not on go2 (购途网). */
export const customGoodsEndpoints = {
  page: endpoint({
    method: 'POST',
    path: '/api/b2/goods/custom/page',
    access: custom,
    body: customGoodsPageRequestSchema,
    data: customGoodsPageSchema,
  }),
  /** Adds, or with `id` edits; one goods per 档口 + 货号 (40900 otherwise). */
  save: endpoint({
    method: 'POST',
    path: '/api/b2/goods/custom/save',
    access: custom,
    body: customGoodsInputSchema,
    data: customGoodsSchema,
  }),
  /** Orders placed with it keep their lines; it is only no longer offered. */
  remove: endpoint({
    method: 'POST',
    path: '/api/b2/goods/custom/delete/:id',
    access: custom,
    params: idParamsSchema,
    /** `confirm`: delete it even though 商品关联 uses it (46003 else); those links become 已失效. */
    body: customGoodsDeleteRequestSchema,
    data: nullData,
  }),
};
