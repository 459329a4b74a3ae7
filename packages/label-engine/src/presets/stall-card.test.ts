import { describe, expect, it } from 'vitest';
import { layoutLabel } from '../layout/layout.ts';
import { loadBundledFont } from '../node.ts';
import { renderTspl } from '../output/tspl.ts';
import { stallCardTemplate } from './stall-card.ts';

describe('the stall card of a pick-up roll', () => {
  const font = loadBundledFont();
  it('names the stall whole in big letters, on the size of the roll’s labels', () => {
    const card = stallCardTemplate(60, 40);
    const layout = layoutLabel(
      card,
      {
        market: '新中国大厦',
        title: '4楼 C412',
        subtitle: '小鹿服饰',
        count: '3 行 / 5 件',
        batch: '批次 11.30-3',
      },
      { font, dpi: 203 },
    );
    expect([layout.widthMm, layout.heightMm]).toEqual([60, 40]);
    // nothing cut, nothing off the label: the whole stall reads at arm's length
    expect(layout.warnings).toEqual([]);
    expect(layout.elements.map((e) => e.id)).toContain('title');
    expect(new TextDecoder().decode(renderTspl(layout, font)).match(/PRINT 1,1\r\n/g)).toHaveLength(1);
  });
});
