// `npm run admin:create -- --email you@example.com [--name "Your Name"]`: creates a super admin (or
// promotes the account of that email). The password comes from --password, SUPERADMIN_PASSWORD, or a
// prompt. Uses DATABASE_URL like the app, migrating it first, so it works on a fresh install.
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});

async function main() {
  const email = values.email ?? process.env.SUPERADMIN_EMAIL;
  if (!email) throw new Error('Give the email: npm run admin:create -- --email you@example.com');
  const password = values.password ?? process.env.SUPERADMIN_PASSWORD ?? (await askPassword());

  execSync('npm run build:server --silent', { cwd: root, stdio: 'inherit' });
  const { loadConfig } = require('../libs/server/dist/config/app-config.js');
  const { createDataSource } = require('../libs/server/dist/database/data-source.js');
  const { runMigrations } = require('../libs/server/dist/database/run-migrations.js');
  const { UserEntity } = require('../libs/server/dist/database/entities/index.js');
  const { UserRepository } = require('../libs/server/dist/repositories/user.repository.js');
  const { ensureSuperAdmin } = require('../api/dist/accounts/super-admin.js');

  const config = loadConfig();
  await runMigrations(config.databaseUrl);
  const dataSource = createDataSource(config.databaseUrl);
  await dataSource.initialize();
  try {
    const users = new UserRepository(dataSource.getRepository(UserEntity), dataSource);
    const outcome = await ensureSuperAdmin(users, { email, password, name: values.name });
    const said = {
      created: `Super admin ${email} created; sign in at /superadmin/login`,
      promoted: `The account ${email} is now a super admin (an existing password is kept)`,
      exists: `${email} is already a super admin; nothing changed (use "forgot password" to reset it)`,
    };
    console.log(said[outcome]);
  } finally {
    await dataSource.destroy();
  }
}

/** Reads the password without echoing it. */
function askPassword() {
  if (!process.stdin.isTTY) throw new Error('Give the password with --password or SUPERADMIN_PASSWORD');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  return new Promise((resolve) => {
    rl.question('Password (at least 10 characters, not a common one): ', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    rl._writeToOutput = (text) => {
      if (text.startsWith('Password')) process.stdout.write(text);
    };
  });
}

main().catch((error) => {
  console.error(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
