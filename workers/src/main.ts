import 'reflect-metadata';
import { assertDependenciesReachable, exitOnBootFailure, loadConfig } from '@gptsite/server';
import { startWorkers, stopWorkers } from './bootstrap';

async function main(): Promise<void> {
  const config = loadConfig();
  await assertDependenciesReachable(config);
  const app = await startWorkers(config);
  console.log(`GPTsite workers started (pid ${process.pid})`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Workers received ${signal}; finishing active jobs`);
    stopWorkers(app)
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => exitOnBootFailure('workers', error));
