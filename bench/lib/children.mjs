// Runs one benchmark step in its own Node process, so its peak memory is its own. The parent samples the
// resident memory of the child's whole process tree (Chromium included) every 100 ms; the child may
// announce phases ({ type: 'phase', name }) to get a peak per phase, and reports with { type: 'result' }.
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const PAGE = 4096;

function processTable() {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/**
 * Resident bytes of `pid` and all its descendants (shared pages are counted once per process); records
 * each process's CPU seconds so far in `cpu` (pid → seconds), so CPU of processes that have since exited
 * is still known.
 */
export function treeRss(pid, cpu = new Map()) {
  const table = processTable();
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop();
    try {
      total += Number(readFileSync(`/proc/${current}/statm`, 'utf8').split(' ')[1]) * PAGE;
      const stat = readFileSync(`/proc/${current}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(current, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      continue;
    }
    stack.push(...(table.get(current) ?? []));
  }
  return total;
}

/**
 * Forks `script` with `env` and resolves with { result, peakRss, phases: { name: peakRss } }. Rejects when
 * the child exits without a result. `execArgv` lets a run be profiled (--cpu-prof).
 */
export function runChild(
  script,
  { env = {}, args = [], execArgv = [], timeoutMs = 10 * 60_000, onMessage } = {},
) {
  return new Promise((resolve, reject) => {
    // BENCH_CPU_PROF=<folder> writes a V8 CPU profile of every child (open it in Chrome DevTools).
    const profile = process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [];
    const child = fork(script, args, {
      env: { ...process.env, ...env },
      execArgv: [...execArgv, ...profile],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result;
    let failure;
    let peakRss = 0;
    const cpu = new Map();
    const phases = {};
    let phase = null;
    const sample = () => {
      const rss = treeRss(child.pid, cpu);
      peakRss = Math.max(peakRss, rss);
      if (phase) phases[phase] = Math.max(phases[phase] ?? 0, rss);
    };
    const sampler = setInterval(sample, 100);
    const timer = setTimeout(() => {
      failure = new Error(`${script} did not finish in ${timeoutMs / 1000} s`);
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('message', (message) => {
      if (message?.type === 'phase') {
        sample();
        phase = message.name;
        if (phase) phases[phase] = 0;
        sample();
      } else if (message?.type === 'result') result = message.data;
      else if (message?.type === 'error') failure = new Error(message.message);
      else onMessage?.(message, child);
    });
    child.on('exit', (code) => {
      clearInterval(sampler);
      clearTimeout(timer);
      const cpuSeconds = Math.round([...cpu.values()].reduce((sum, seconds) => sum + seconds, 0) * 100) / 100;
      if (result !== undefined && !failure) resolve({ result, peakRss, phases, cpuSeconds });
      else reject(failure ?? new Error(`${script} exited with code ${code} and no result`));
    });
  });
}

/** For children: report, announce a phase, or fail with a message; `main` wraps a child's body. */
const send = (message) =>
  new Promise((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));

export const child = {
  phase: (name) => send({ type: 'phase', name }),
  result: (data) => send({ type: 'result', data }),
  async main(body) {
    try {
      await child.result(await body());
      process.disconnect?.();
      // Some libraries keep handles open (pools, timers); the result is sent, so leave now.
      setTimeout(() => process.exit(0), 200).unref();
    } catch (error) {
      console.error(error);
      await send({ type: 'error', message: error?.stack ?? String(error) });
      setTimeout(() => process.exit(1), 200).unref();
    }
  },
};

/** CPU seconds used so far by every process, by pid, with its command line and parent. */
export function cpuTable() {
  const table = new Map();
  const ticks = 100; // USER_HZ on Linux
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm =
        readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim() ||
        stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), {
        comm,
        ppid: Number(fields[1]),
        seconds: (Number(fields[11]) + Number(fields[12])) / ticks,
      });
    } catch {
      // Gone.
    }
  }
  return table;
}

/**
 * CPU seconds spent between two cpuTable() snapshots, grouped: `groups` maps a name to a pid whose
 * process tree it covers; Postgres backends serving `database` count as "postgres" (other people's
 * databases on the shared server do not), Redis as "redis"; the rest is "other".
 */
export function cpuBetween(before, after, groups, database) {
  const owner = new Map();
  const childrenOf = new Map();
  for (const [pid, info] of after) {
    if (!childrenOf.has(info.ppid)) childrenOf.set(info.ppid, []);
    childrenOf.get(info.ppid).push(pid);
  }
  for (const [name, root] of Object.entries(groups)) {
    const stack = [root];
    while (stack.length) {
      const pid = stack.pop();
      // The first group that claims a process keeps it (list a child before its parent).
      if (owner.has(pid)) continue;
      owner.set(pid, name);
      stack.push(...(childrenOf.get(pid) ?? []));
    }
  }
  const totals = {};
  for (const [pid, info] of after) {
    const used = info.seconds - (before.get(pid)?.seconds ?? 0);
    if (used <= 0) continue;
    const ours = info.comm.startsWith('postgres') && database && info.comm.includes(` ${database} `);
    const name = owner.get(pid) ?? (ours ? 'postgres' : info.comm.startsWith('redis') ? 'redis' : 'other');
    totals[name] = (totals[name] ?? 0) + used;
  }
  return Object.fromEntries(
    Object.entries(totals).map(([name, seconds]) => [name, Math.round(seconds * 100) / 100]),
  );
}

/**
 * Samples every process's CPU time every 500 ms between start() and stop(), so processes that start and
 * end inside the window (a child's Postgres backends) are counted. stop() groups like cpuBetween().
 */
export class CpuWatch {
  start() {
    this.first = cpuTable();
    this.last = new Map(this.first);
    this.timer = setInterval(() => {
      for (const [pid, info] of cpuTable()) this.last.set(pid, info);
    }, 500);
    return this;
  }

  stop(groups, database) {
    clearInterval(this.timer);
    for (const [pid, info] of cpuTable()) this.last.set(pid, info);
    return cpuBetween(this.first, this.last, groups, database);
  }
}
