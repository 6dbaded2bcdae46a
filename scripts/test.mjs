// `npm test`: every suite. Unit (domain, web) and server integration on the embedded database, then
// end-to-end in Debian's Chromium against the built app. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = process.env.CI === 'true';
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

function runVitest(label, projects, env = {}) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-')), 'report.json');
  const args = ['vitest', 'run', '--configLoader', 'runner', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  }
  if (result.status !== 0) failed = true;
}

runVitest('unit and server integration', ['tooling', 'domain', 'web', 'server']);

if (fs.existsSync(chromium)) {
  buildWebIfStale();
  runVitest('end-to-end in Chromium', ['e2e'], { CHROMIUM_PATH: chromium });
} else if (ci) {
  process.stderr.write(
    `\nChromium is missing at ${chromium}: end-to-end tests cannot run (CI=true makes this a failure).\n`,
  );
  failed = true;
  totals.failed += 1;
} else {
  process.stdout.write(
    `\nEnd-to-end tests skipped: no Chromium at ${chromium}.\n` +
      'Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)\n',
  );
}

process.stdout.write(
  `\nAll suites: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
process.exit(failed ? 1 : 0);
