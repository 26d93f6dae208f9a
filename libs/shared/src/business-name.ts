import { BRANDS, type BrandKey } from './brands';

/**
 * The business behind an assistant, as visitors know it: its name without the trailing "assistant"
 * ("Butler Music School Assistant" → "Butler Music School"). An assistant still named after the product
 * ("EdGPT Assistant", no organisation given on the trial form) is named after its website instead.
 * Empty when neither says anything.
 */
export function businessName(assistant: { name: string; brand: BrandKey; website?: string | null }): string {
  const name = assistant.name.trim();
  const productDefault = `${BRANDS[assistant.brand]?.name ?? ''} Assistant`.toLowerCase();
  if (name.toLowerCase() === productDefault && assistant.website) {
    try {
      return new URL(assistant.website).hostname.replace(/^www\./, '');
    } catch {
      // Not an address: keep the product's name.
    }
  }
  return name.replace(/[\s\-–—:]*assistant$/i, '').trim();
}
