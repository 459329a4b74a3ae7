import { barcode, hline, template, text, type Preset } from './build.ts';

/** The title depends on the brand the order came through. */
export const RETURN_TITLE_BY_BRAND = '{{brand|map:"GTW=购途网退货,YSH=衣衫汇退货,*=购途网退货"}}';

export const returnLabelPreset: Preset = {
  id: 'return-label',
  name: '退货标签',
  description:
    '退货：按品牌显示购途网退货或衣衫汇退货，商品信息、颜色尺码、价格、代发单、厂家地址、拣货员、退货码、退货入库单号（60×40）',
  template: template('退货标签', 60, 40, [
    text('title', 0, 0.6, 60, 5.6, RETURN_TITLE_BY_BRAND, 4.4, { bold: true, align: 'center' }),
    hline('rule', 2, 6.4, 56),
    text('goodsInfo', 2, 6.9, 56, 3.5, '{{goodsInfo}}', 2.4),
    text('colorSize', 2, 10.3, 36, 3.5, '颜色尺码：{{colorSize}}', 2.4),
    text('price', 38, 10.3, 20, 3.5, '价格：{{price|yuan:symbol}}', 2.4, { align: 'right' }),
    text('dropship', 2, 13.7, 56, 3.5, '代发单：{{dropshipOrderNo}}', 2.4),
    text('factory', 2, 17.1, 56, 3.5, '厂家地址：{{factoryAddress}}', 2.4),
    text('picker', 2, 20.5, 24, 3.5, '拣货员：{{picker}}', 2.4),
    text('storageNo', 26, 20.5, 32, 3.5, '入库单号：{{storageNo}}', 2.4, { align: 'right' }),
    barcode('returnCode', 2, 24.2, 56, 9.6, '{{returnCode}}', { textSize: 2.2 }),
    text('notice', 0, 34.4, 60, 4, '有问题请24小时内原袋装好反馈，谢谢', 2.5, {
      align: 'center',
      bold: true,
    }),
  ]),
  sample: {
    brand: 'GTW',
    goodsInfo: '法式碎花连衣裙 货号 L6021',
    colorSize: '米白/M',
    price: 8900,
    dropshipOrderNo: 'DF2403080099',
    factoryAddress: '广州市白云区石井镇夏茅工业园 B 栋',
    picker: '陈师傅',
    storageNo: 'RK2403080031',
    returnCode: 'TH240308-1024',
  },
};
