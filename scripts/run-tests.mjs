// `npm test`: type check, lint, then every suite (unit, integration, e2e, web), and one closing line
// "N passed, N failed" with the totals of all of them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test', 'artifacts', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;

function step(name, command, args, options = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  return result.status === 0;
}

function check(name, command, args) {
  if (step(name, command, args)) passed += 1;
  else failed += 1;
}

function jestSuite(project) {
  const file = join(reports, `jest-${project}.json`);
  const ok = step(`jest ${project}`, 'npx', [
    'jest',
    '--selectProjects',
    project,
    '--json',
    `--outputFile=${file}`,
    ...(project === 'unit' ? [] : ['--runInBand']),
  ]);
  countJson(file, ok, (report) => [
    report.numPassedTests,
    report.numFailedTests + report.numRuntimeErrorTestSuites,
  ]);
}

function countJson(file, ok, read) {
  try {
    const [suitePassed, suiteFailed] = read(JSON.parse(readFileSync(file, 'utf8')));
    passed += suitePassed;
    failed += suiteFailed;
    if (!ok && suiteFailed === 0) failed += 1;
  } catch {
    failed += 1;
  }
}

check('type check', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);
check('build', 'npm', ['run', '--silent', 'build']);
jestSuite('unit');
jestSuite('integration');
jestSuite('reliability');
jestSuite('e2e');
const webFile = join(reports, 'vitest-web.json');
const webOk = step('web', 'npx', [
  'vitest',
  'run',
  '--root',
  'web',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${webFile}`,
]);
countJson(webFile, webOk, (report) => [report.numPassedTests, report.numFailedTests]);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
