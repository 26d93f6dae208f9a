// `npm run serve` (and the end of `npm start`): runs the built api and workers and keeps them running.
//
// A worker that dies (a crash, an out-of-memory kill, SIGKILL) is started again after a backoff that
// doubles from 1 s to 30 s; its jobs are picked up again when their locks expire, so nothing is lost.
// The supervisor gives up, stopping everything with a non-zero code, only after WORKER_MAX_RESTARTS (5)
// crashes within WORKER_RESTART_WINDOW_MS (60 s): a worker that cannot stay up needs a person. The api
// exiting stops everything, as before: it is what answers users and a process manager restarts the whole.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const log = (message) => console.log(`[serve] ${new Date().toISOString()} ${message}`);

/** A positive integer from the environment, or the fallback. */
function envInt(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function serve({
  apiMain = 'api/dist/main.js',
  workersMain = 'workers/dist/main.js',
  initialBackoffMs = envInt('WORKER_RESTART_BACKOFF_MS', 1000),
  maxBackoffMs = 30_000,
  maxRestarts = envInt('WORKER_MAX_RESTARTS', 5),
  windowMs = envInt('WORKER_RESTART_WINDOW_MS', 60_000),
} = {}) {
  let stopping = false;
  const crashes = [];
  const start = (main) => spawn(process.execPath, [main], { cwd: root, stdio: 'inherit' });
  const api = start(apiMain);
  let workers = null;
  let restartTimer = null;

  function startWorkers() {
    restartTimer = null;
    if (stopping) return;
    workers = start(workersMain);
    log(`workers started (pid ${workers.pid})`);
    workers.on('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      crashes.push(now);
      while (crashes.length && now - crashes[0] > windowMs) crashes.shift();
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (crashes.length > maxRestarts) {
        log(`workers exited (${how}); ${crashes.length} crashes in ${windowMs / 1000} s, giving up`);
        stop(1);
        return;
      }
      const delay = Math.min(maxBackoffMs, initialBackoffMs * 2 ** (crashes.length - 1));
      log(
        `workers exited (${how}); restarting in ${delay} ms (crash ${crashes.length} of ${maxRestarts} allowed)`,
      );
      restartTimer = setTimeout(startWorkers, delay);
    });
  }

  function stop(code) {
    if (stopping) return;
    stopping = true;
    if (restartTimer) clearTimeout(restartTimer);
    const children = [api, workers].filter(Boolean);
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 25_000).unref();
    Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode !== null || child.signalCode !== null ? resolve() : child.on('exit', resolve),
          ),
      ),
    ).then(() => process.exit(code));
  }

  api.on('exit', (code, signal) => {
    if (stopping) return;
    log(`the api exited (${signal ? `signal ${signal}` : `code ${code}`}); stopping the workers`);
    stop(code || 1);
  });
  startWorkers();
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  // `npm start` under a process manager: npm may exit on SIGTERM without passing it on, which leaves this
  // process to init. A supervisor whose parent is gone stops the app rather than run on unowned.
  const parent = process.ppid;
  if (parent !== 1) {
    const watch = setInterval(() => {
      if (process.ppid === parent) return;
      // Once: stopping takes a few seconds, and the log should say so one time.
      clearInterval(watch);
      log('the process that started GPTsite is gone; stopping');
      stop(0);
    }, 1000);
    watch.unref();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) serve();
