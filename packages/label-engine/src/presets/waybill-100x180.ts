import { barcode, hline, template, text, type Preset } from './build.ts';

/**
 * 电子面单 100×180 (一联): the courier's number as a barcode, 大头笔 and 三段码 in letters the sorting line
 * reads from a metre away, 集包地, the receiver and sender (phones masked, as privacy waybills print
 * them), the goods for the packer and the print time. 打印发货 fills it from `/print/delivery/waybill`.
 */
export const waybillPreset: Preset = {
  id: 'waybill-100x180',
  name: '电子面单 100×180',
  description: '打印发货：快递单号条码、大头笔、三段码、集包地、收寄件人、货品（100×180）',
  template: template('电子面单', 100, 180, [
    text('courier', 3, 2, 50, 8, '{{courierName}}', 5.5, { bold: true }),
    text('reprint', 55, 3, 42, 6, '{{printCount|map:"1=,*=重打"}}', 3.5, { align: 'right' }),
    hline('ruleTop', 2, 11, 96, { thickness: 0.4 }),
    text('mark', 3, 12.5, 94, 16, '{{markDestination}}', 11, { bold: true, align: 'center' }),
    text('sorting', 3, 29.5, 94, 11, '{{sortingCode}}', 8, { bold: true, align: 'center' }),
    hline('ruleMark', 2, 42, 96, { thickness: 0.4 }),
    barcode('waybillBarcode', 5, 44, 90, 20, '{{waybillNo}}', { showText: true, textSize: 3.5 }),
    hline('ruleBarcode', 2, 70, 96),
    text('receiverLabel', 3, 72, 8, 8, '收', 6, { bold: true }),
    text('receiver', 12, 72, 85, 6, '{{receiverName}}  {{receiverPhone}}', 4.2, { bold: true }),
    text('receiverAddress', 12, 79, 85, 14, '{{receiverAddress}}', 3.6, {
      wrap: true,
      maxLines: 3,
      ellipsis: true,
      lineHeight: 1.2,
    }),
    hline('ruleReceiver', 2, 95, 96),
    text('senderLabel', 3, 97, 8, 6, '寄', 4.5, { bold: true }),
    text('sender', 12, 97, 85, 5, '{{senderName}}  {{senderPhone}}', 3.2),
    text('senderAddress', 12, 102.5, 85, 5, '{{senderAddress}}', 3, { ellipsis: true }),
    hline('ruleSender', 2, 109, 96),
    text('package', 3, 111, 60, 7, '集包地：{{packageName}}', 4.2, { bold: true }),
    text('pieces', 64, 111, 33, 7, '共 {{pieces}} 件', 4.2, { bold: true, align: 'right' }),
    barcode('orderBarcode', 5, 120, 60, 12, '{{orderNo}}', { showText: true, textSize: 2.6 }),
    text('goods', 3, 136, 94, 26, '货品：{{goods}}', 3.2, {
      wrap: true,
      maxLines: 6,
      ellipsis: true,
      lineHeight: 1.25,
    }),
    hline('ruleGoods', 2, 164, 96, { style: 'dashed' }),
    text('signature', 3, 166, 50, 5, '签收人：', 3),
    text('printed', 45, 172, 52, 5, '打印时间：{{printedAt|date:minute}}', 2.8, { align: 'right' }),
  ]),
  sample: {
    courierName: '中通快递',
    printCount: 1,
    markDestination: '杭州 西湖',
    sortingCode: '330-W52-07',
    waybillNo: '731234567890123',
    receiverName: '王小明',
    receiverPhone: '138****5678',
    receiverAddress: '浙江省杭州市西湖区 文三路 90 号东部软件园 3 幢 502 室',
    senderName: '广州衣衫汇服饰',
    senderPhone: '139****0001',
    senderAddress: '广东省广州市越秀区 新中国大厦',
    packageName: '杭州转运中心',
    pieces: 3,
    orderNo: 'DF26113010000001',
    goods: 'A12-8865 黑色 M ×2；K2201 杏色 均码 ×1',
    printedAt: '2026-11-30T08:32:00.000Z',
  },
};
