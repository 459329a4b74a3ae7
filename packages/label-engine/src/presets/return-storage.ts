import { barcode, hline, template, text, type Preset } from './build.ts';

export const returnStoragePreset: Preset = {
  id: 'return-storage',
  name: '退货入库标签',
  description: '退货入库：入库单号条码、退货码、货号、规格、数量、库位、入库时间（60×40）',
  template: template('退货入库标签', 60, 40, [
    text('title', 2, 1, 30, 5.5, '退货入库', 4.2, { bold: true }),
    text('position', 32, 1, 26, 5.5, '{{positionNo}}', 4.2, { bold: true, align: 'right' }),
    hline('rule', 2, 7, 56),
    barcode('storageNo', 2, 8, 56, 12, '{{storageNo}}'),
    text('returnCode', 2, 21, 56, 3.8, '退货码：{{returnCode}}', 2.6),
    text('artNo', 2, 25, 28, 3.8, '货号：{{artNo}}', 2.6),
    text('spec', 30, 25, 28, 3.8, '规格：{{spec}}', 2.6, { align: 'right' }),
    text('quantity', 2, 29, 28, 3.8, '数量：{{quantity}}', 2.6),
    text('shop', 30, 29, 28, 3.8, '{{shopName}}', 2.6, { align: 'right' }),
    text('storedAt', 2, 33.5, 56, 3.8, '入库时间：{{storedAt|date:datetime}}', 2.6),
  ]),
  sample: {
    positionNo: 'R-03-12',
    storageNo: 'RK2403080031',
    returnCode: 'TH240308-1024',
    artNo: 'L6021',
    spec: '米白/M',
    quantity: 1,
    shopName: '小满女装旗舰店',
    storedAt: '2025-03-09 10:02:00',
  },
};
