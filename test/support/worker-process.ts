import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const WORKERS_MAIN = join(__dirname, '..', '..', 'workers', 'dist', 'main.js');
const STARTED = /GPTsite workers started/;

export interface WorkerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface WorkerProcess {
  pid: number;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Resolves when the process has exited (at once if it already has). */
  exited: Promise<WorkerExit>;
  kill(signal: NodeJS.Signals): void;
  /** SIGKILLs the process if it is still running, and waits for it. */
  stop(): Promise<WorkerExit>;
}

/**
 * Runs the built workers (`node workers/dist/main.js`) as a separate process, the way production does,
 * so a test can kill it. The environment is only what the workers need: the run's database and Redis
 * prefix from global setup, plus the test's overrides. Build first: `npx tsc -b workers/tsconfig.build.json`.
 */
export async function startWorkerProcess(
  env: Record<string, string>,
  bootTimeoutMs = 30_000,
): Promise<WorkerProcess> {
  if (!existsSync(WORKERS_MAIN)) {
    throw new Error(
      `${WORKERS_MAIN} is missing; build the workers first: npx tsc -b workers/tsconfig.build.json`,
    );
  }
  const child = spawn(process.execPath, [WORKERS_MAIN], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      DATABASE_URL: required('DATABASE_URL'),
      REDIS_URL: required('REDIS_URL'),
      REDIS_PREFIX: required('REDIS_PREFIX'),
      LOG_LEVEL: 'silent',
      ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<WorkerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = (): boolean => child.exitCode === null && child.signalCode === null;

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`Workers did not start in ${bootTimeoutMs} ms:\n${output}`)),
      bootTimeoutMs,
    );
    const onData = (): void => {
      if (!STARTED.test(output)) return;
      cleanup();
      resolve();
    };
    const onExit = (code: number | null): void =>
      fail(new Error(`Workers exited with ${code} while starting:\n${output}`));
    function cleanup(): void {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
    }
    function fail(error: Error): void {
      cleanup();
      if (running()) child.kill('SIGKILL');
      reject(error);
    }
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });

  return {
    pid: child.pid!,
    child,
    output: () => output,
    exited,
    kill: (signal) => {
      if (running()) child.kill(signal);
    },
    stop: async () => {
      if (running()) child.kill('SIGKILL');
      return exited;
    },
  };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set; run through jest's e2e project so global setup sets it`);
  return value;
}

/** JobRunnerService.stop's grace period: how long a worker told SIGTERM waits for its active jobs. */
export const WORKER_GRACE_MS = 20_000;

/** SIGTERM, then SIGKILL if the worker is still there after its grace period (and a margin). */
export async function stopGracefully(worker: WorkerProcess): Promise<WorkerExit> {
  worker.kill('SIGTERM');
  const timer = setTimeout(() => worker.kill('SIGKILL'), WORKER_GRACE_MS + 5000);
  const exit = await worker.exited;
  clearTimeout(timer);
  return exit;
}
