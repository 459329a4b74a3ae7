import { describe, expect, it } from 'vitest';
import { omsTheme } from './theme.ts';

describe('omsTheme', () => {
  it('animates the tour highlight in 400 ms (spec §9)', () => {
    expect(omsTheme.components?.Tour).toMatchObject({ motionDurationSlow: '0.4s' });
  });

  it('uses a primary dark enough for white button text (WCAG AA ≥ 4.5:1)', () => {
    const hex = omsTheme.token?.colorPrimary ?? '';
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
