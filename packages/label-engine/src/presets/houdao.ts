import { barcode, hline, template, text, type Preset } from './build.ts';

export const houdaoPreset: Preset = {
  id: 'houdao',
  name: '后道标',
  description: '后道工序用：分拣号、订单号条码、拣货码、拣货员、赠品、打印时间（60×40）',
  template: template('后道标', 60, 40, [
    text('sortNo', 2, 1, 36, 9, '{{sortNo}}', 7.5, { bold: true }),
    text('gift', 38, 2.5, 20, 5, '{{gift|default:}}', 3.5, { bold: true, align: 'right' }),
    hline('rule', 2, 10.5, 56),
    text('orderNo', 2, 11.5, 56, 4, '订单号：{{orderNo}}', 2.8),
    barcode('orderBarcode', 2, 15.5, 56, 12, '{{orderNo}}'),
    text('pickCode', 2, 28.5, 28, 4, '拣货码：{{pickCode}}', 2.8),
    text('picker', 31, 28.5, 27, 4, '拣货员：{{picker}}', 2.8, { align: 'right' }),
    text('printTime', 2, 33.5, 56, 4, '打印时间：{{printTime|date:datetime}}', 2.8),
  ]),
  sample: {
    sortNo: 'A-028',
    gift: '含赠品',
    orderNo: 'SO240308000123',
    pickCode: 'JH-5521',
    picker: '李师傅',
    printTime: '2025-03-08 14:20:05',
  },
};
