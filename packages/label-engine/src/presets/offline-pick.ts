import { barcode, template, text, type Preset } from './build.ts';

const sample = {
  goodsInfo: '秋冬新款加厚羊羔毛外套 货号A2088',
  colorSize: '黑色/XL',
  quantity: 2,
  pickCode: 'NH240308-77',
  consignee: '王小姐',
  contact: '138****5678',
  address: '浙江省杭州市上城区四季青街道常青路 18 号 3 楼 302',
  supplierName: '四季青 A 区',
  stallNo: 'A2-315',
};

export const offlinePickPreset: Preset = {
  id: 'offline-pick',
  name: '线下拿货标签',
  description: '线下拿货：商品信息、颜色尺码、拿货数量、拿货码、收件人、联系电话、地址（60×40）',
  template: template('线下拿货标签', 60, 40, [
    text('goodsInfo', 2, 1, 56, 7.2, '{{goodsInfo}}', 2.8, { bold: true, wrap: true, maxLines: 2 }),
    text('colorSize', 2, 8.5, 38, 4, '颜色尺码：{{colorSize}}', 2.8),
    text('quantity', 40, 8.5, 18, 4, '数量：{{quantity}}', 2.8, { bold: true, align: 'right' }),
    barcode('pickCode', 2, 12.8, 56, 11, '{{pickCode}}'),
    text('consignee', 2, 24.6, 28, 3.8, '收件人：{{consignee}}', 2.5),
    text('contact', 30, 24.6, 28, 3.8, '电话：{{contact}}', 2.5, { align: 'right' }),
    text('address', 2, 28.6, 56, 7, '地址：{{address}}', 2.5, { wrap: true, maxLines: 2 }),
  ]),
  sample,
};

export const offlinePickSupplierPreset: Preset = {
  id: 'offline-pick-supplier',
  name: '线下拿货标签（供应商）',
  description: '给供应商的线下拿货标签：多出供应商与档口号，地址一行（60×40）',
  template: template('线下拿货标签（供应商）', 60, 40, [
    text('supplier', 2, 1, 56, 4.5, '{{supplierName}}  档口 {{stallNo}}', 3.2, { bold: true }),
    text('goodsInfo', 2, 5.6, 56, 3.8, '{{goodsInfo}}', 2.5),
    text('colorSize', 2, 9.4, 38, 3.8, '颜色尺码：{{colorSize}}', 2.5),
    text('quantity', 40, 9.4, 18, 3.8, '数量：{{quantity}}', 2.5, { bold: true, align: 'right' }),
    barcode('pickCode', 2, 13.4, 56, 11, '{{pickCode}}'),
    text('consignee', 2, 25.2, 28, 3.8, '收件人：{{consignee}}', 2.5),
    text('contact', 30, 25.2, 28, 3.8, '电话：{{contact}}', 2.5, { align: 'right' }),
    text('address', 2, 29.2, 56, 7, '地址：{{address}}', 2.5, { wrap: true, maxLines: 2 }),
  ]),
  sample,
};
