import 'reflect-metadata';
import { assertDependenciesReachable, exitOnBootFailure, loadConfig } from '@gptsite/server';
import { createApiApp } from './bootstrap';

async function main(): Promise<void> {
  const config = loadConfig();
  await assertDependenciesReachable(config);
  const app = await createApiApp(config);
  await app.listen(config.port);
  console.log(`GPTsite is running at ${config.publicUrl ?? `http://localhost:${config.port}`}`);
}

main().catch((error: unknown) => exitOnBootFailure('api', error));
