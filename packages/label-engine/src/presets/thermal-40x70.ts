import { barcode, hline, qr, template, text, type Preset } from './build.ts';

export const thermal40x70Preset: Preset = {
  id: 'thermal-40x70',
  name: '热敏标签 40×70',
  description: '40×70 热敏商品标签：货号、品名、颜色尺码、价格、SKU 条码、商品二维码',
  template: template('热敏标签 40×70', 40, 70, [
    text('artNo', 2, 1.5, 36, 7.6, '{{artNo}}', 6, { bold: true, align: 'center' }),
    text('goodsName', 2, 9.5, 36, 7, '{{goodsName}}', 2.6, { wrap: true, maxLines: 2, align: 'center' }),
    hline('rule1', 2, 17.2, 36, { style: 'dashed', thickness: 0.25 }),
    text('colorSize', 2, 18.5, 36, 4, '颜色尺码：{{colorSize}}', 2.8),
    text('price', 2, 23, 36, 5.3, '{{price|yuan:symbol}}', 4.2, { bold: true }),
    barcode('sku', 2, 29, 36, 12, '{{sku}}'),
    qr('goodsQr', 10, 43, 20, '{{goodsUrl}}'),
    hline('rule2', 2, 63.6, 36, { style: 'dashed', thickness: 0.25 }),
    text('printTime', 2, 64.5, 36, 4, '{{printTime|date:datetime}}', 2.4, { align: 'center' }),
  ]),
  sample: {
    artNo: 'A2088',
    goodsName: '秋冬新款加厚羊羔毛外套',
    colorSize: '黑色/XL',
    price: 15900,
    sku: '6943201235566',
    goodsUrl: 'https://m.example.cn/g/A2088?sku=6943201235566',
    printTime: '2025-03-08 14:20:05',
  },
};
