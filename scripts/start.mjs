// `npm start`: install, build, migrate, then run the API (with the web app) and the workers together,
// restarting a crashed worker (scripts/serve.mjs).
import { execSync } from 'node:child_process';
import { serve } from './serve.mjs';

const root = new URL('..', import.meta.url).pathname;
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

run('node scripts/ensure-install.mjs');
console.log('Building api, workers and web…');
run('npm run build --silent');
run('npm run migrate --silent');
serve();
