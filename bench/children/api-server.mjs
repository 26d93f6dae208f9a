// The api alone (no workers in this process), listening on 127.0.0.1, for the chat and live-event
// benchmarks. Sends { type: 'ready', baseUrl } when it listens; stops on { type: 'stop' } and reports its
// CPU time, so the parent can tell how busy it was.
import { child } from '../lib/children.mjs';
import { benchConfig, load } from '../lib/runtime.mjs';

const { createApiApp } = load('api/dist/bootstrap.js');

child.main(async () => {
  const app = await createApiApp(benchConfig());
  await app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const cpuBefore = process.cpuUsage();
  await new Promise((resolve) => {
    process.on('message', (message) => message?.type === 'stop' && resolve());
    process.send({ type: 'ready', baseUrl });
  });
  const cpu = process.cpuUsage(cpuBefore);
  await app.close();
  return { cpuUserMs: Math.round(cpu.user / 1000), cpuSystemMs: Math.round(cpu.system / 1000) };
});
