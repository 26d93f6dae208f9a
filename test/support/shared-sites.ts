import { join } from 'node:path';

/**
 * The real sites the product spec ships beside this repository (`../shared/sites`), found relative to the
 * checkout so a clone anywhere runs the tests.
 */
export const SHARED_SITES_DIR = join(__dirname, '..', '..', '..', 'shared', 'sites');
