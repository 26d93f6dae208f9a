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

/** Resident bytes of `pid` and all its descendants (shared pages are counted once per process). */
export function treeRss(pid) {
  const table = processTable();
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop();
    try {
      total += Number(readFileSync(`/proc/${current}/statm`, 'utf8').split(' ')[1]) * PAGE;
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
export function runChild(script, { env = {}, args = [], execArgv = [], timeoutMs = 10 * 60_000, onMessage } = {}) {
  return new Promise((resolve, reject) => {
    const child = fork(script, args, { env: { ...process.env, ...env }, execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result;
    let failure;
    let peakRss = 0;
    const phases = {};
    let phase = null;
    const sample = () => {
      const rss = treeRss(child.pid);
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
      if (result !== undefined && !failure) resolve({ result, peakRss, phases });
      else reject(failure ?? new Error(`${script} exited with code ${code} and no result`));
    });
  });
}

/** For children: report, announce a phase, or fail with a message; `main` wraps a child's body. */
const send = (message) => new Promise((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));

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
