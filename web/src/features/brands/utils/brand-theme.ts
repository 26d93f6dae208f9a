import type { Brand } from '@gptsite/shared';
import { readableInk } from '../../../lib/color';

/** CSS variables every stylesheet rule reads; the brand's two colours drive the whole theme. */
export function brandThemeVariables(colors: Brand['colors']): Record<string, string> {
  return {
    '--brand-primary': colors.primary,
    '--brand-secondary': colors.secondary,
    '--brand-secondary-ink': readableInk(colors.secondary),
  };
}

export function applyBrandTheme(
  colors: Brand['colors'],
  target: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(brandThemeVariables(colors)))
    target.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.primary);
}
