import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The eval corpus on disk (test/eval/corpus/<slug>/: manifest.json, questions.json, site/). */

export const REPO_ROOT = join(__dirname, '..', '..');
export const DEFAULT_CORPUS_DIR = join(REPO_ROOT, 'test', 'eval', 'corpus');

export type Split = 'tuning' | 'heldout';
export const SPLITS: readonly Split[] = ['tuning', 'heldout'];

export interface Manifest {
  slug: string;
  repo?: string;
  vertical?: string;
  brand: string;
  split: Split;
  javascript?: string | null;
  /** Served as a single-page app's host would: unknown extensionless paths get index.html. */
  singlePageApp?: boolean;
}

export interface CorpusQuestion {
  id: string;
  question: string;
  expected: string[];
  page: string | null;
}

export interface CorpusSite {
  slug: string;
  dir: string;
  manifest: Manifest;
  questions: CorpusQuestion[];
  /** The web root to serve, or why the site cannot be run. */
  siteDir: string | null;
  skipped?: string;
}

export interface CorpusSelection {
  corpusDir: string;
  split: Split | 'all';
  slugs: string[] | null;
}

/** EVAL_CORPUS_DIR, EVAL_SPLIT (tuning|heldout|all) and EVAL_SITES (slug,slug) from the environment. */
export function selectionFromEnv(env: NodeJS.ProcessEnv = process.env): CorpusSelection {
  const split = (env.EVAL_SPLIT ?? 'all').trim() || 'all';
  if (split !== 'all' && !SPLITS.includes(split as Split))
    throw new Error(`EVAL_SPLIT must be tuning, heldout or all (got "${split}")`);
  const slugs = env.EVAL_SITES?.split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
  return {
    corpusDir: env.EVAL_CORPUS_DIR?.trim() || DEFAULT_CORPUS_DIR,
    split: split as Split | 'all',
    slugs: slugs?.length ? slugs : null,
  };
}

/**
 * Lays out missing site/ folders from the fetched snapshots (scripts/eval-corpus.mjs). A site it cannot
 * extract stays missing and is reported as skipped; the script's failure does not stop the eval.
 */
export function extractMissingSites(corpusDir: string, print: (line: string) => void): void {
  if (corpusDir !== DEFAULT_CORPUS_DIR || !existsSync(corpusDir)) return;
  const missing = readdirSync(corpusDir).filter(
    (slug) =>
      existsSync(join(corpusDir, slug, 'manifest.json')) && !existsSync(join(corpusDir, slug, 'site')),
  );
  if (!missing.length) return;
  print(`Extracting ${missing.length} site folder(s): node scripts/eval-corpus.mjs`);
  try {
    execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'eval-corpus.mjs')], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } catch {
    print('Some site folders could not be extracted; those sites are skipped.');
  }
}

/** The selected sites, each with its questions and either a servable folder or the reason it is skipped. */
export function loadCorpus(selection: CorpusSelection): CorpusSite[] {
  if (!existsSync(selection.corpusDir)) return [];
  const slugs = readdirSync(selection.corpusDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(selection.corpusDir, entry.name, 'manifest.json')),
    )
    .map((entry) => entry.name)
    .sort();
  const unknown = (selection.slugs ?? []).filter((slug) => !slugs.includes(slug));
  if (unknown.length) throw new Error(`EVAL_SITES names no corpus site: ${unknown.join(', ')}`);
  return slugs
    .filter((slug) => !selection.slugs || selection.slugs.includes(slug))
    .map((slug) => readSite(join(selection.corpusDir, slug), slug))
    .filter((site) => selection.split === 'all' || site.manifest.split === selection.split);
}

function readSite(dir: string, slug: string): CorpusSite {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const site: CorpusSite = { slug, dir, manifest: { ...manifest, slug }, questions: [], siteDir: null };
  if (!SPLITS.includes(manifest.split)) return { ...site, skipped: `manifest split "${manifest.split}"` };
  const questionsFile = join(dir, 'questions.json');
  if (!existsSync(questionsFile)) return { ...site, skipped: 'no questions.json' };
  const questions = (JSON.parse(readFileSync(questionsFile, 'utf8')) as { questions?: CorpusQuestion[] })
    .questions;
  if (!Array.isArray(questions) || !questions.length)
    return { ...site, skipped: 'questions.json has no questions' };
  site.questions = questions.map((question, index) => ({
    id: question.id ?? `q${index + 1}`,
    question: question.question,
    expected: Array.isArray(question.expected) ? question.expected : [],
    page: question.page ?? null,
  }));
  const siteDir = join(dir, 'site');
  if (!existsSync(join(siteDir, 'index.html')))
    return { ...site, skipped: existsSync(siteDir) ? 'site/ has no index.html' : 'site/ folder missing' };
  return { ...site, siteDir };
}
