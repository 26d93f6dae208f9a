// Installs dependencies when they are missing or older than the lock file, so `npm start` and `npm test`
// work from a fresh clone with no other step.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const installedMarker = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');

const stale = !existsSync(installedMarker) || statSync(installedMarker).mtimeMs < statSync(lock).mtimeMs;
// `npm install`, not `npm ci`: the registry mirror we use lacks some other platforms' optional builds
// (e.g. @swc/core for macOS), so the lock cannot list them and npm ci refuses it. With the lock present,
// npm install still installs exactly the locked versions.
if (stale) {
  console.log('Installing dependencies…');
  execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}
