import { BRAND_LIST } from '@gptsite/shared';
import { describe, expect, it } from 'vitest';
import { readableInk } from './color';

describe('readableInk', () => {
  it('puts white on dark brand colours and near-black on light ones', () => {
    expect(readableInk('#0f172a')).toBe('#fff');
    expect(readableInk('#7c3aed')).toBe('#fff');
    expect(readableInk('#f59e0b')).toBe('#111');
    expect(readableInk('#b08d57')).toBe('#111');
  });

  it('gives every brand secondary colour text with at least 4.5:1 contrast', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    for (const brand of BRAND_LIST) {
      const ink = readableInk(brand.colors.secondary) === '#fff' ? '#ffffff' : '#111111';
      const [light, dark] = [luminance(ink), luminance(brand.colors.secondary)].sort((a, b) => b - a);
      expect({ brand: brand.key, ok: (light + 0.05) / (dark + 0.05) >= 4.5 }).toEqual({
        brand: brand.key,
        ok: true,
      });
    }
  });

  it('keeps near-black for colours it cannot read', () => {
    expect(readableInk('rebeccapurple')).toBe('#111');
  });
});
