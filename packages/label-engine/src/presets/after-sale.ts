import { hline, qr, template, text, type Preset } from './build.ts';

export const afterSalePreset: Preset = {
  id: 'after-sale',
  name: '售后标签',
  description: '售后件：SU 值二维码、订单号、分拣码、配货码、配货、货号、规格、数量、打印时间（60×40）',
  template: template('售后标签', 60, 40, [
    qr('suQr', 1, 1, 20, '{{su}}'),
    // 1.9 mm: a 售后单号 (SH + 14 digits) fits under the QR code whole
    text('su', 1, 21, 20, 3.5, '{{su}}', 1.9, { align: 'center' }),
    text('orderNo', 22, 1.5, 37, 3.8, '订单号：{{orderNo}}', 2.5),
    text('sortCode', 22, 5.3, 37, 3.8, '分拣码：{{sortCode}}', 2.5),
    text('allocCode', 22, 9.1, 37, 3.8, '配货码：{{allocCode}}', 2.5),
    text('allocation', 22, 12.9, 37, 3.8, '配货：{{allocation}}', 2.5),
    text('artNo', 22, 16.7, 37, 3.8, '货号：{{artNo}}', 2.5),
    text('spec', 22, 20.5, 37, 3.8, '规格：{{spec}}', 2.5),
    text('quantity', 1, 25.5, 20, 3.8, '数量：{{quantity}}', 2.5),
    text('printTime', 22, 25.5, 37, 3.8, '{{printTime|date:datetime}}', 2.5, { align: 'right' }),
    hline('rule', 1, 30.2, 58),
    text('notice', 0, 31.5, 60, 7, '勿撕！售后专用标签', 4.6, {
      bold: true,
      align: 'center',
      verticalAlign: 'middle',
    }),
  ]),
  sample: {
    su: 'SU2403080012',
    orderNo: 'SO240308000123',
    sortCode: 'F-17',
    allocCode: 'PH-0833',
    allocation: '杭州一仓 3 号线',
    artNo: 'A2088',
    spec: '黑色/XL',
    quantity: 1,
    printTime: '2025-03-08 14:20:05',
  },
};
