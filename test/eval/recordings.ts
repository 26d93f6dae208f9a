import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './corpus';

/** Where `npm run eval` records, for tuning sites only, what the replays re-run. */
export const RECORDINGS_DIR = join(REPO_ROOT, 'test', 'artifacts', 'eval');
/** The answerer's inputs per question (`eval:replay`). */
export const INPUTS_DIR = join(RECORDINGS_DIR, 'inputs');
/** Each site's whole knowledge (`eval:retrieval`). */
export const KNOWLEDGE_DIR = join(RECORDINGS_DIR, 'knowledge');

/** The recorded sites' files in `dir`, only those EVAL_SITES names when it is set. */
export function recordedFiles(dir: string): string[] {
  const slugs = process.env.EVAL_SITES?.split(',').filter(Boolean);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => !slugs || slugs.includes(file.replace(/\.json$/, '')))
    .map((file) => join(dir, file));
}
