import { BRANDS, type BrandKey } from '@gptsite/shared';

/** The live assistant page (`/{product}/{conversionId}`, spec section 2), relative to the web origin. */
export function livePath(brand: BrandKey, conversionId: string): string {
  return `/${BRANDS[brand].product}/${conversionId}`;
}

/** Where the owner lands when the conversion completes: their dashboard for it. */
export function dashboardPath(conversionId: string): string {
  return `/school-dashboard/${conversionId}`;
}

export function widgetSnippet(origin: string, assistantId: string): string {
  return `<script src="${origin}/widget.js" data-assistant="${assistantId}" async></script>`;
}
