import { LABEL_CONSTANTS } from '../constants.ts';
import { pxToMm } from '../units.ts';
import { IRON_LOW, LOGO, NO_BLEACH, NO_TUMBLE_DRY, WASH_30 } from './care-symbols.ts';
import { image, template, text, type Preset } from './build.ts';

const C = LABEL_CONSTANTS.certificate;
const W = C.pageWidthTenths / 10;
const H = C.pageHeightTenths / 10;
const LOGO_MM = pxToMm(C.logoPx);
const COLUMN_MM = pxToMm(C.textColumnMaxPx);
const LEFT = (W - COLUMN_MM) / 2;

const rows: [string, string, number][] = [
  ['brand', '品牌：{{brand}}', 1],
  ['category', '品名：{{categoryName}}', 1],
  ['artNo', '货号：{{artNo}}', 1],
  ['specification', '规格：{{specification}}', 1],
  ['level', '等级：{{productLevel}}', 1],
  ['fabric', '成分：{{fabricComposition}}', 3],
  ['standard', '执行标准：{{enforceStandards}}', 1],
  ['safety', '安全类别：{{safetyCategory}}', 1],
  ['origin', '产地：{{origin}}', 1],
];

function textRows() {
  const size = 2.4;
  const lineH = size * 1.25;
  let y = 10;
  return rows.map(([id, content, lines]) => {
    const el = text(id, LEFT, y, COLUMN_MM, lineH * lines, content, size, {
      wrap: lines > 1,
      maxLines: lines,
      lineHeight: 1.25,
    });
    y += lineH * lines + 0.3;
    return el;
  });
}

function washed() {
  const els = [];
  const cell = COLUMN_MM / 4;
  for (let i = 0; i < 4; i++) {
    const x = LEFT + i * cell;
    els.push(image(`washed${i}`, x + 1, 48, cell - 2, cell - 2.5, `{{washedLabelList.${i}.image}}`));
    els.push(
      text(`washedDesc${i}`, x, 48 + cell - 2.3, cell, 7, `{{washedLabelList.${i}.zhDesc}}`, 1.9, {
        align: 'center',
        wrap: true,
        maxLines: 3,
        lineHeight: 1.15,
      }),
    );
  }
  return els;
}

export const certificatePreset: Preset = {
  id: 'certificate',
  name: '自定义合格证',
  description:
    '合格证：页面 400×700（0.1 mm），logo 23 px，文字列最宽 130 px，洗水标图片和中文说明，按数量打印份数',
  template: template(
    '自定义合格证',
    W,
    H,
    [
      image('logo', LEFT, 2.5, LOGO_MM, LOGO_MM, '{{logo}}'),
      text('title', LEFT + LOGO_MM, 2.5, COLUMN_MM - 2 * LOGO_MM, LOGO_MM, '{{title|default:合格证}}', 4.6, {
        bold: true,
        align: 'center',
        verticalAlign: 'middle',
      }),
      ...textRows(),
      ...washed(),
    ],
    { copiesField: 'quantity' },
  ),
  sample: {
    logo: LOGO,
    title: '合格证',
    brand: '衣衫汇',
    categoryName: '针织连衣裙',
    artNo: 'L6021',
    specification: '165/88A (M)',
    productLevel: '合格品',
    fabricComposition: '面料：棉 65% 聚酯纤维 35%；里料：聚酯纤维 100%',
    enforceStandards: 'FZ/T 73006-2021',
    safetyCategory: 'GB 18401-2010 B类',
    origin: '浙江杭州',
    washedLabelList: [
      { image: WASH_30, zhDesc: '30℃水洗' },
      { image: NO_BLEACH, zhDesc: '不可漂白' },
      { image: IRON_LOW, zhDesc: '低温熨烫' },
      { image: NO_TUMBLE_DRY, zhDesc: '不可转笼烘干' },
    ],
    quantity: 2,
  },
};
