import type { BrandKey } from '@gptsite/shared';
import { join } from 'node:path';

/**
 * The bundled sample sites behind the brand demos (`samples/<brandKey>/`). The api serves them at
 * `/samples/...` so demo answers link to real pages; the workers read them from disk, never over HTTP.
 */
export const SAMPLES_DIR = join(__dirname, '..', '..', '..', '..', 'samples');
export const SAMPLES_PATH = '/samples';

export function sampleSiteDir(brandKey: BrandKey): string {
  return join(SAMPLES_DIR, brandKey);
}

export function samplePageUrl(brandKey: BrandKey, file: string): string {
  return `${SAMPLES_PATH}/${brandKey}/${file}`;
}

/** Demo assistants belong to one trial per brand, found by this address. */
export function demoOwnerEmail(brandKey: BrandKey): string {
  return `demo+${brandKey}@gptsite.ai`;
}
