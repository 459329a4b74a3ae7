import { barcode, hline, template, text, type Preset } from './build.ts';

export const headlessPreset: Preset = {
  id: 'headless',
  name: '无头件标签',
  description: '无头件：编号条码、签收时间、退回快递（60×40）',
  template: template('无头件标签', 60, 40, [
    text('title', 2, 1, 30, 5.5, '无头件', 4.4, { bold: true }),
    text('no', 30, 1.5, 28, 5, '{{headlessNo}}', 3, { align: 'right', bold: true }),
    hline('rule', 2, 7, 56),
    barcode('noBarcode', 2, 8.5, 56, 14, '{{headlessNo}}'),
    text('signedAt', 2, 24, 56, 4, '签收时间：{{signedAt|date:datetime}}', 2.8),
    text('express', 2, 28.5, 56, 4, '退回快递：{{returnExpress}}', 2.8),
    text('waybill', 2, 33, 56, 4, '快递单号：{{returnWaybillNo}}', 2.8),
  ]),
  sample: {
    headlessNo: 'WT24030800057',
    signedAt: '2025-03-08 09:41:00',
    returnExpress: '中通快递',
    returnWaybillNo: '78812345678901',
  },
};
