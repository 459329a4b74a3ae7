// Field keys of the spec's 60×40 pick-up label (§3).
export const PICKUP_KEYS = [
  'ARTICLE_SIZE_NUM',
  'ARTICLE_SIZE_NUM_WITHOUT_NAME',
  'SHOP_ORDER_PRODUCT_NUM',
  'PRINT_TIME',
  'TAKE_CODE',
  'TAKE_CODE_QR',
  'SHOP_ORDER_NO',
  'PRINT_NAME',
  'SHOP_NAME_AND_PLATFORM',
  'BUYER_REMARK',
  'SELLER_REMARK',
  'POSITION_NO',
  'EXPRESS_NAME',
  'SHOP_ORDER_GOODS_TYPE',
  'PRINT_STALL_SEPARATOR',
] as const;
export type PickupKey = (typeof PICKUP_KEYS)[number];

/** The return section's single element. */
export const RETURN_KEYS = ['ARTNO'] as const;

export const PICKUP_KEY_LABELS: Record<PickupKey, string> = {
  ARTICLE_SIZE_NUM: '供应商名+货号+规格',
  ARTICLE_SIZE_NUM_WITHOUT_NAME: '货号+规格（不含供应商名）',
  SHOP_ORDER_PRODUCT_NUM: '订单商品件数（n/m）',
  PRINT_TIME: '打印时间',
  TAKE_CODE: '拿货码（条形码）',
  TAKE_CODE_QR: '拿货码（二维码）',
  SHOP_ORDER_NO: '订单号',
  PRINT_NAME: '打印人',
  SHOP_NAME_AND_PLATFORM: '店铺名和平台',
  BUYER_REMARK: '买家备注',
  SELLER_REMARK: '卖家备注',
  POSITION_NO: '库位号',
  EXPRESS_NAME: '快递',
  SHOP_ORDER_GOODS_TYPE: '单件/多件',
  PRINT_STALL_SEPARATOR: '档口分隔',
};
