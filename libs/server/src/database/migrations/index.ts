import { InitialSchema1763676000000 } from './1763676000000-initial-schema';

/** Every migration, in order; listed explicitly so builds need no file globbing. */
export const MIGRATIONS = [InitialSchema1763676000000];
