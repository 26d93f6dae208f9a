import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The widget's static files, read once; `api/widget-assets` sits two levels above both src and dist. */
const ASSET_DIR = join(__dirname, '..', '..', 'widget-assets');

function read(name: string): string {
  return readFileSync(join(ASSET_DIR, name), 'utf8');
}

export const WIDGET_ASSETS = {
  loader: read('widget-loader.js'),
  frameScript: read('widget-frame.js'),
  frameStyle: read('widget-frame.css'),
};
