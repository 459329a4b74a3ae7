import { parseTemplate } from '../model/migrate.ts';
import type { Template } from '../model/schema.ts';
import { hline, template, text } from './build.ts';

/**
 * The card printed before each stall on a pick-up roll (拿货标签): where the stall is, in letters a
 * picker reads at arm's length, and what is to fetch there — the roll is torn at it, a stall a strip.
 * Fields: market, title (楼层 档口号), subtitle (the shop's name), count (n 行 / m 件), batch.
 */
export function stallCardTemplate(width = 60, height = 40): Template {
  const w = width - 4;
  return parseTemplate(
    template('档口分隔卡', width, height, [
      text('market', 2, 1.5, w, 4.6, '{{market}}', 3.2, { align: 'center' }),
      text('title', 2, 6, w, 8, '{{title}}', 6, { bold: true, align: 'center', verticalAlign: 'middle' }),
      text('subtitle', 2, 14.5, w, 4.6, '{{subtitle}}', 3.2, { align: 'center' }),
      text('count', 2, 19.5, w, 5, '{{count}}', 3.6, { bold: true, align: 'center' }),
      text('batch', 2, 25, w, 4, '{{batch}}', 2.6, { align: 'center' }),
      hline('tear', 2, height - 5, w, { style: 'dashed' }),
      text('hint', 2, height - 4.5, w, 3.5, '沿虚线撕开，一个档口一段', 2.2, { align: 'center' }),
    ]),
  );
}
