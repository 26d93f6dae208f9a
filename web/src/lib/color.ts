const DARK_INK = '#111';
const LIGHT_INK = '#fff';
/** Relative luminance of #111. */
const DARK_INK_LUMINANCE = 0.0056;

const linear = (channel: number) =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;

/** WCAG relative luminance of a `#rrggbb` colour, or null for anything else. */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const [red, green, blue] = [0, 2, 4].map((start) =>
    linear(parseInt(match[1].slice(start, start + 2), 16) / 255),
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * The text colour that reads best on a solid brand colour: near-black on light colours (amber, gold),
 * white on dark ones (navy, violet). Unknown formats keep near-black.
 */
export function readableInk(background: string): string {
  const light = luminance(background);
  if (light === null) return DARK_INK;
  const onDark = (light + 0.05) / (DARK_INK_LUMINANCE + 0.05);
  const onLight = 1.05 / (light + 0.05);
  return onLight > onDark ? LIGHT_INK : DARK_INK;
}
