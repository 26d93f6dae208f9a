// Extracts the eval corpus' site files from fetched repository snapshots. Each corpus folder's manifest.json
// names the repository, commit and web root; the files themselves are not committed (they are the sites'
// owners', not ours), so this script lays them out under test/eval/corpus/<slug>/site/ from a snapshot under
// $EVAL_MIRRORS (default /work/.mirror/<owner>+<name>/, as the search tool's fetch leaves them).
//
//   node scripts/eval-corpus.mjs            every site whose site/ folder is missing
//   node scripts/eval-corpus.mjs <slug>…    those sites, replacing their site/ folders
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const corpus = join(root, 'test', 'eval', 'corpus');
const mirrors = process.env.EVAL_MIRRORS ?? '/work/.mirror';
const MAX_FILE_BYTES = 1024 * 1024;

/** The bare git directory of a snapshot: the folder itself or the first folder below it that is one. */
function gitDirOf(repo) {
  const base = join(mirrors, repo.replace('/', '+'));
  if (!existsSync(base)) return null;
  const queue = [base];
  while (queue.length) {
    const dir = queue.shift();
    if (existsSync(join(dir, 'HEAD')) && existsSync(join(dir, 'objects'))) return dir;
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory() && entry.name !== 'objects') queue.push(join(dir, entry.name));
  }
  return null;
}

/** Glob to RegExp: `**` any depth, `*` within a path segment, `?` one character. */
function globToRegExp(glob) {
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      pattern += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') pattern += '[^/]*';
    else if (char === '?') pattern += '[^/]';
    else pattern += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Paths under `rootPath` at `commit` whose blob the snapshot lacks or that are over MAX_FILE_BYTES. */
function absentOrLargeFiles(gitDir, commit, rootPath) {
  const listing = execFileSync(
    'git',
    ['--git-dir', gitDir, 'ls-tree', '-r', '-z', commit, '--', ...(rootPath ? [rootPath] : [])],
    { maxBuffer: 256 * 1024 * 1024 },
  )
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, path] = line.split('\t');
      const [, type, hash] = meta.split(' ');
      return { type, hash, path };
    })
    .filter((entry) => entry.type === 'blob');
  if (!listing.length) return [];
  const checked = execFileSync('git', ['--git-dir', gitDir, 'cat-file', '--batch-check'], {
    input: listing.map((entry) => entry.hash).join('\n') + '\n',
    maxBuffer: 256 * 1024 * 1024,
  })
    .toString('utf8')
    .trim()
    .split('\n');
  return listing
    .filter((entry, index) => {
      const [, kind, size] = (checked[index] ?? '').split(' ');
      return kind !== 'blob' || Number(size) > MAX_FILE_BYTES;
    })
    .map((entry) => entry.path);
}

function extract(slug) {
  const manifest = JSON.parse(readFileSync(join(corpus, slug, 'manifest.json'), 'utf8'));
  const gitDir = gitDirOf(manifest.repo);
  if (!gitDir) {
    console.error(`${slug}: no snapshot of ${manifest.repo} under ${mirrors}; fetch it first`);
    return false;
  }
  const site = join(corpus, slug, 'site');
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  const rootPath = (manifest.root ?? '').replace(/^\/+|\/+$/g, '');
  // Snapshots lack files of 4 MiB and more (their blobs are missing), and git archive stops at a missing
  // blob; those, and any file over our own size cap, are left out of the archive by name.
  const absent = absentOrLargeFiles(gitDir, manifest.commit, rootPath);
  const archive = execFileSync(
    'git',
    [
      '--git-dir',
      gitDir,
      'archive',
      '--format=tar',
      manifest.commit,
      '--',
      rootPath || '.',
      ...absent.map((path) => `:(exclude,literal)${path}`),
    ],
    { maxBuffer: 1024 * 1024 * 1024 },
  );
  const strip = rootPath ? rootPath.split('/').length : 0;
  execFileSync('tar', ['-x', '-C', site, `--strip-components=${strip}`], { input: archive });
  const excluded = (manifest.exclude ?? []).map(globToRegExp);
  let removed = 0;
  for (const file of filesUnder(site)) {
    const path = relative(site, file);
    if (excluded.some((pattern) => pattern.test(path)) || statSync(file).size > MAX_FILE_BYTES) {
      rmSync(file);
      removed += 1;
    }
  }
  const rewritten = localiseOwnLinks(site, ownHosts(gitDir, manifest));
  console.log(
    `${slug}: ${manifest.repo}@${manifest.commit.slice(0, 8)} → ${site} (${removed} files trimmed, ` +
      `${rewritten} files with links to the site's own domain made site-relative)`,
  );
  return true;
}

/**
 * The hosts the site is published under: its GitHub Pages address and the custom domain in its CNAME
 * file, with and without "www.". Pages that link to themselves by absolute URL ("https://www.tpbsgroup.com/
 * payroll") are internal links when the site is crawled at that domain; served from 127.0.0.1 they would
 * look like links to another site, so the eval would measure a one-page crawl no real owner gets.
 */
function ownHosts(gitDir, manifest) {
  const [owner, name] = manifest.repo.toLowerCase().split('/');
  const hosts = new Set([name.endsWith('.github.io') ? name : `${owner}.github.io`]);
  try {
    const cname = execFileSync('git', ['--git-dir', gitDir, 'show', `${manifest.commit}:CNAME`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .split(/\s+/)[0]
      ?.toLowerCase();
    if (cname) hosts.add(cname.replace(/^www\./, '')).add(`www.${cname.replace(/^www\./, '')}`);
  } catch {
    // No CNAME file: published on GitHub Pages' own address only.
  }
  return [...hosts];
}

const TEXT_FILE = /\.(html?|js|mjs|json|txt|xml)$/i;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Absolute links to the site's own hosts, made site-relative in its text files; returns how many files changed. */
function localiseOwnLinks(site, hosts) {
  // "https://host/path" → "/path"; "https://host" alone → "/"; JSON's escaped "https:\/\/host\/path" too.
  const pattern = new RegExp(
    `https?:(?:\\\\)?/(?:\\\\)?/(?:${hosts.map(escapeRegExp).join('|')})(?:(\\\\?/)|(?=["'?#\\s<)]|$))`,
    'gi',
  );
  let changed = 0;
  for (const file of filesUnder(site)) {
    if (!TEXT_FILE.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const localised = text.replace(pattern, (_match, slash) => slash ?? '/');
    if (localised === text) continue;
    writeFileSync(file, localised);
    changed += 1;
  }
  return changed;
}

const named = process.argv.slice(2);
const slugs = named.length
  ? named
  : readdirSync(corpus).filter(
      (slug) => existsSync(join(corpus, slug, 'manifest.json')) && !existsSync(join(corpus, slug, 'site')),
    );
const failed = slugs.filter((slug) => !extract(slug));
process.exit(failed.length ? 1 : 0);
