import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { omsTheme } from './theme.ts';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('omsTheme', () => {
  it('animates the tour highlight in 400 ms (spec §9)', () => {
    expect(omsTheme.components?.Tour).toMatchObject({ motionDurationSlow: '0.4s' });
  });

  it('uses a primary dark enough for white button text (WCAG AA ≥ 4.5:1)', () => {
    expect(contrast(omsTheme.token?.colorPrimary ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  // Where the secondary greys sit: cards and dialogs, the layout behind pages, table headers, the selected menu entry.
  const backgrounds = [
    '#ffffff',
    omsTheme.token?.colorBgLayout ?? '',
    omsTheme.components?.Table?.headerBg ?? '',
    omsTheme.components?.Menu?.itemSelectedBg ?? '',
  ];

  it.each(['colorTextSecondary', 'colorTextTertiary', 'colorTextDescription'] as const)(
    '%s reads at 4.5:1 or more on every background it sits on',
    (name) => {
      const colour = omsTheme.token?.[name];
      expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      for (const bg of backgrounds)
        expect(contrast(colour!, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('placeholders (on white inputs) read at 4.5:1 or more', () => {
    expect(contrast(omsTheme.token?.colorTextPlaceholder ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['Success', 'Warning', 'Error'] as const)(
    'a %s tag’s text reads at 4.5:1 or more on its own pale fill, and as text on white',
    (status) => {
      const derived = theme.getDesignToken(omsTheme) as unknown as Record<string, string>;
      const text = (omsTheme.components?.Tag as Record<string, string>)[`color${status}`]!;
      expect(contrast(text, derived[`color${status}Bg`]!), `on color${status}Bg`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );
});
