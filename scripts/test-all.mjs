// `npm test`: unit and integration tests (on PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests against a production build.
// Ends with one line: 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'test-all-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** The failed tests' names, printed again at the end so a long log's one failure is easy to find. */
const failures = [];
let exitCode = 0;

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (result.status !== 0) exitCode = 1;
  return result.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return false;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${path.relative(process.cwd(), file.name)} › ${test.fullName}`);
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed')
      failures.push(`${path.relative(process.cwd(), file.name)} (the file failed to run)`);
  }
  return true;
}

function vitest(label, project, env = {}) {
  const out = path.join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  run(label, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`], env);
  if (!countVitest(out)) totals.failed += 1;
}

vitest('unit', 'unit');
// Booking times are Seoul times whatever the server's zone (issue 15): its rules run again in two other zones.
for (const zone of ['UTC', 'America/Los_Angeles']) {
  const out = path.join(tmp, `unit-${zone.replace(/\W+/g, '-')}.json`);
  run(
    `unit, booking, TZ=${zone}`,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'unit',
      'src/features/booking',
      'src/lib/seoul-date',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    { TZ: zone },
  );
  if (!countVitest(out)) totals.failed += 1;
}
vitest('integration (PGlite)', 'integration', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) vitest('integration (PostgreSQL)', 'integration');
{
  // The booking engine's database side in another zone too (PGlite).
  const out = path.join(tmp, 'integration-booking-la.json');
  run(
    'integration, booking, TZ=America/Los_Angeles',
    'npx',
    ['vitest', 'run', '--project', 'integration', 'src/features/booking', '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    { TZ: 'America/Los_Angeles', TEST_DATABASE_URL: '' },
  );
  if (!countVitest(out)) totals.failed += 1;
}

// The build bakes SITE_URL into prerendered pages (canonical links): the browser tests' origin.
const e2eOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
if (run('production build', 'npx', ['next', 'build'], { SITE_URL: e2eOrigin })) {
  const out = path.join(tmp, 'playwright.json');
  run('browser tests (Chromium)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const stats = report.stats ?? {};
    const walk = (suite, trail) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected') failures.push(`${spec.file} › ${[...trail, spec.title].join(' › ')}`);
      }
      for (const child of suite.suites ?? [])
        walk(child, suite.title && !suite.title.endsWith('.ts') ? [...trail, child.title] : [child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.failed += stats.unexpected ?? 0;
    totals.skipped += stats.skipped ?? 0;
  } else totals.failed += 1;
} else totals.failed += 1;

fs.rmSync(tmp, { recursive: true, force: true });
if (totals.failed > 0) exitCode = 1;
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✘ ${name}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
