// `npm start`: install, build, migrate, then run the API (with the web app) and the workers together.
import { execSync, spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

run('node scripts/ensure-install.mjs');
console.log('Building api, workers and web…');
run('npm run build --silent');
run('npm run migrate --silent');

const children = [
  spawn(process.execPath, ['api/dist/main.js'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, ['workers/dist/main.js'], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 25_000).unref();
  Promise.all(
    children.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve))),
    ),
  ).then(() => process.exit(code));
}

for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`A GPTsite process exited (code ${code}); stopping the others.`);
      stop(code || 1);
    }
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
