import { LABEL_CONSTANTS } from '../constants.ts';
import type { PickupTemplate } from '../pickup/format.ts';
import { pickupSampleData, pickupToTemplate } from '../pickup/convert.ts';
import type { Preset } from './build.ts';

const P = LABEL_CONSTANTS.pickup;

const tag = (label: string, key: string, mockValue: string, extra: Record<string, unknown> = {}) => ({
  label,
  key,
  type: 'checkbox' as const,
  mockValue,
  checked: true,
  fontSize: P.fontSize,
  isWrap: false,
  maxLines: 1,
  ...extra,
});

const common = { visible: true, locked: false, fontFamily: 'Microsoft YaHei', fill: '#000000', lineHeight: 1.2, padding: 0, stroke: '' };

/** The 60×40 pick-up template exactly as the spec's designer stores it (px at 96/inch). */
export const PICKUP_SPEC_SAMPLE: PickupTemplate = {
  type: 'pickup',
  name: '取货标签 60×40',
  width: 60,
  height: 40,
  backgroundColor: '#ffffff',
  datas: {
    pickup: {
      tagSize: '60*40',
      tagRule: 'RULE_01',
      tagElements: [
        {
          label: '商品信息',
          key: 'ARTICLE_SIZE_NUM',
          type: 'mutil_radio',
          mockValue: '四季青A区 A2088 黑色/XL×1',
          checked: true,
          isWrap: true,
          maxLines: P.defaultMaxLines,
          fontSize: P.fontSize,
          children: [
            { label: '供应商名+货号+规格', key: 'ARTICLE_SIZE_NUM', type: 'checkbox', mockValue: '四季青A区 A2088 黑色/XL×1', checked: true },
            { label: '货号+规格', key: 'ARTICLE_SIZE_NUM_WITHOUT_NAME', type: 'checkbox', mockValue: 'A2088 黑色/XL×1', checked: false },
          ],
        },
        tag('件数', 'SHOP_ORDER_PRODUCT_NUM', '2/3'),
        tag('打印时间', 'PRINT_TIME', '03-08 14:20'),
        {
          label: '拿货码',
          key: 'TAKE_CODE',
          type: 'mutil_radio',
          mockValue: 'NH0877',
          checked: true,
          width: P.barcode.width,
          height: P.barcode.height,
          children: [
            { label: '条形码', key: 'TAKE_CODE', type: 'checkbox', mockValue: 'NH0877', checked: true },
            { label: '二维码', key: 'TAKE_CODE_QR', type: 'checkbox', mockValue: 'NH0877', checked: false, width: P.qr.width, height: P.qr.height },
          ],
        },
        tag('订单号', 'SHOP_ORDER_NO', '3726451908812'),
        tag('打印人', 'PRINT_NAME', '打印：小王'),
        tag('店铺和平台', 'SHOP_NAME_AND_PLATFORM', '【抖音】小满女装旗舰店'),
        tag('买家备注', 'BUYER_REMARK', '买家：请发中通，不要放发票'),
        tag('卖家备注', 'SELLER_REMARK', '卖家：加急'),
        tag('库位号', 'POSITION_NO', '库位 B-12-03'),
        tag('快递', 'EXPRESS_NAME', '中通', { fontSize: P.markFontSize }),
        tag('单件/多件', 'SHOP_ORDER_GOODS_TYPE', '多件', { fontSize: P.markFontSize }),
        { label: '档口分隔', key: 'PRINT_STALL_SEPARATOR', type: 'input_text', mockValue: '—— 四季青A区 ——', checked: false },
      ],
    },
    return: {
      tagSize: '60*40',
      tagRule: 'RULE_01',
      tagElements: [{ label: '货号', key: 'ARTNO', type: 'input_text', mockValue: 'A2088', checked: true }],
    },
  },
  originCanvasData: {
    width: P.canvasWidthPx,
    height: P.canvasHeightPx,
    backgroundColor: '#ffffff',
    elements: [
      { ...common, id: 'shop', type: 'text', key: 'SHOP_NAME_AND_PLATFORM', text: '【抖音】小满女装旗舰店', x: 6, y: 4, width: 150, height: 14, zIndex: 1, fontSize: P.fontSize, textAlign: 'left', isWrap: false, maxLines: 1 },
      { ...common, id: 'express', type: 'text', key: 'EXPRESS_NAME', text: '中通', x: 158, y: 2, width: 63, height: 20, zIndex: 2, fontSize: P.markFontSize, textAlign: 'right', isWrap: false, maxLines: 1 },
      { ...common, id: 'article', type: 'text', key: 'ARTICLE_SIZE_NUM', text: '四季青A区 A2088 黑色/XL×1', x: 6, y: 21, width: 215, height: 27, zIndex: 3, fontSize: P.fontSize, textAlign: 'left', isWrap: true, maxLines: P.defaultMaxLines },
      { id: 'takeCode', type: 'barcode', key: 'TAKE_CODE', data: 'NH0877', x: 2, y: 49, visible: true, locked: false, zIndex: 4, showText: true, textPosition: 'bottom', codeType: 'CODE128B' },
      { ...common, id: 'goodsType', type: 'text', key: 'SHOP_ORDER_GOODS_TYPE', text: '多件', x: 158, y: 50, width: 63, height: 22, zIndex: 5, fontSize: P.markFontSize, textAlign: 'center', isWrap: false, maxLines: 1 },
      { ...common, id: 'productNum', type: 'text', key: 'SHOP_ORDER_PRODUCT_NUM', text: '2/3', x: 158, y: 74, width: 63, height: 14, zIndex: 6, fontSize: P.fontSize, textAlign: 'center', isWrap: false, maxLines: 1 },
      { id: 'takeCodeQr', type: 'barcode', key: 'TAKE_CODE_QR', data: 'NH0877', x: 160, y: 48, visible: false, locked: false, zIndex: 7, showText: false, textPosition: 'bottom', codeType: 'QRCODE', width: P.qr.width, height: P.qr.height },
      { ...common, id: 'position', type: 'text', key: 'POSITION_NO', text: '库位 B-12-03', x: 6, y: 94, width: 100, height: 14, zIndex: 8, fontSize: P.fontSize, textAlign: 'left', isWrap: false, maxLines: 1 },
      { ...common, id: 'orderNo', type: 'text', key: 'SHOP_ORDER_NO', text: '3726451908812', x: 108, y: 94, width: 113, height: 14, zIndex: 9, fontSize: P.fontSize, textAlign: 'right', isWrap: false, maxLines: 1 },
      { ...common, id: 'buyerRemark', type: 'text', key: 'BUYER_REMARK', text: '买家：请发中通，不要放发票', x: 6, y: 108, width: 215, height: 14, zIndex: 10, fontSize: P.fontSize, textAlign: 'left', isWrap: false, maxLines: 1 },
      { ...common, id: 'sellerRemark', type: 'text', key: 'SELLER_REMARK', text: '卖家：加急', x: 6, y: 122, width: 215, height: 14, zIndex: 11, fontSize: P.fontSize, textAlign: 'left', isWrap: false, maxLines: 1 },
      { ...common, id: 'printName', type: 'text', key: 'PRINT_NAME', text: '打印：小王', x: 6, y: 136, width: 100, height: 14, zIndex: 12, fontSize: P.fontSize, textAlign: 'left', isWrap: false, maxLines: 1 },
      { ...common, id: 'printTime', type: 'text', key: 'PRINT_TIME', text: '03-08 14:20', x: 108, y: 136, width: 113, height: 14, zIndex: 13, fontSize: P.fontSize, textAlign: 'right', isWrap: false, maxLines: 1 },
      { ...common, id: 'stallSeparator', type: 'text', key: 'PRINT_STALL_SEPARATOR', text: '—— 四季青A区 ——', x: 6, y: 94, width: 215, height: 14, visible: false, zIndex: 14, fontSize: P.fontSize, textAlign: 'center', isWrap: false, maxLines: 1 },
    ],
  },
  createdAt: '2025-03-01T08:00:00.000Z',
};

export const pickupPreset: Preset = {
  id: 'pickup-60x40',
  name: '取货标签 60×40',
  description: '规格书 §3 的 60×40 取货标签（原设计器格式转换而来）：店铺平台、快递、商品信息、拿货码条码、单件/多件、件数、库位、订单号、备注、打印人、打印时间',
  template: pickupToTemplate(PICKUP_SPEC_SAMPLE),
  sample: pickupSampleData(PICKUP_SPEC_SAMPLE),
};
