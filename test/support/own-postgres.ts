import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './own-redis';

const run = promisify(execFile);

/**
 * A Postgres cluster of a test's own (initdb in a temporary folder, on a spare port), for tests that stop,
 * hang or restart Postgres: the shared one on 5432 is never touched. Postgres refuses to run as root, so
 * under root its commands run as the `postgres` user.
 */
export interface OwnPostgres {
  port: number;
  /** `postgres://postgres@127.0.0.1:PORT/<database>` (trust authentication, local only). */
  url(database: string): string;
  /** Stops it at once, as a crash would (`pg_ctl stop -m immediate`). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Freezes every process of the cluster (SIGSTOP): connections stay open and nothing answers. */
  pause(): void;
  resume(): void;
  /** Stops it if running and removes its folder. */
  destroy(): Promise<void>;
}

interface Tools {
  bin: string;
  /** Prefix for running a Postgres command: `runuser -u postgres --` under root, nothing otherwise. */
  asOwner: string[];
  uid: number | null;
  gid: number | null;
}

/** initdb and pg_ctl, from PATH or Debian's versioned folders; null when Postgres is not installed. */
export function postgresTools(): Tools | null {
  const candidates = [
    ...(process.env.PATH ?? '').split(':'),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  const bin = candidates.find(
    (folder) => existsSync(join(folder, 'initdb')) && existsSync(join(folder, 'pg_ctl')),
  );
  if (!bin) return null;
  if (process.getuid?.() !== 0) return { bin, asOwner: [], uid: null, gid: null };
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { bin, asOwner: ['runuser', '-u', 'postgres', '--'], uid, gid };
  } catch {
    return null; // root without a postgres user: initdb would refuse to run
  }
}

export async function startOwnPostgres(tools: Tools): Promise<OwnPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'gptsite-pg-'));
  if (tools.uid !== null && tools.gid !== null) chownSync(folder, tools.uid, tools.gid);
  const data = join(folder, 'data');
  const port = await freePort();
  const postgres = async (command: string, args: string[]) => {
    const [file, ...prefix] = [...tools.asOwner, join(tools.bin, command)];
    await run(file, [...prefix, ...args], { timeout: 60_000 });
  };
  await postgres('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () =>
    postgres('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', '-t', '30', 'start']);
  const running = () => existsSync(join(data, 'postmaster.pid'));
  const processes = (): number[] => {
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = execFileSync('ps', ['--ppid', String(postmaster), '-o', 'pid='])
      .toString()
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    return [postmaster, ...children];
  };
  const stop = async () => {
    if (running()) await postgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  let paused = false;
  await start();
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop,
    start,
    pause: () => {
      const [postmaster, ...children] = processes();
      for (const pid of [...children, postmaster]) process.kill(pid, 'SIGSTOP');
      paused = true;
    },
    resume: () => {
      for (const pid of processes()) process.kill(pid, 'SIGCONT');
      paused = false;
    },
    destroy: async () => {
      try {
        if (paused && running()) for (const pid of processes()) process.kill(pid, 'SIGCONT');
        await stop();
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
