// `npm test`: every suite. Unit (domain, web) and server integration on the embedded database, and
// end-to-end in Debian's Chromium against the built app. Ends with each lane's time and one summary line.
//
// TEST_LANES=parallel runs the two lanes side by side (decision 92), for a machine with cores to
// spare; the end-to-end lane's output is then held back until the first lane has printed, so the
// two never interleave. By default they run one after the other.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = process.env.CI === 'true';
// Serial by default: on the 2-core CI machine the lanes side by side took longer than one after
// the other (each lane's portals, Chromium and PGlite starved the other's; decision 92).
const lanes = process.env.TEST_LANES ?? 'serial';
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
let failed = false;

/**
 * Runs vitest on some projects and adds its JSON report to the totals. `out` receives the output:
 * the terminal, or a holder that prints it later.
 */
function runVitest(label, projects, { env = {}, out = null } = {}) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-')), 'report.json');
  const args = ['vitest', 'run', '--configLoader', 'runner', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  const started = Date.now();
  const write = out ?? ((text) => process.stdout.write(text));
  write(`\n=== ${label} ===\n`);
  const child = spawn('npx', args, {
    cwd: root,
    stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (out) {
    child.stdout.on('data', (chunk) => out(chunk.toString()));
    child.stderr.on('data', (chunk) => out(chunk.toString()));
  }
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (fs.existsSync(report)) {
        const json = JSON.parse(fs.readFileSync(report, 'utf8'));
        totals.passed += json.numPassedTests ?? 0;
        totals.failed += json.numFailedTests ?? 0;
        totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
      }
      fs.rmSync(path.dirname(report), { recursive: true, force: true });
      if (status !== 0) failed = true;
      timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(0)} s`);
      resolve();
    });
  });
}

/** Output kept until release(), then written as it comes. */
function heldOutput() {
  let held = [];
  return {
    write(text) {
      if (held) held.push(text);
      else process.stdout.write(text);
    },
    release() {
      if (!held) return;
      process.stdout.write(held.join(''));
      held = null;
    },
  };
}

const started = Date.now();
const browser = fs.existsSync(chromium);
// Built before either lane starts: the server's report tests print the built app (and skip without
// it), and a build in the middle of their run would change it under them.
if (browser) buildWebIfStale();

const unitAndServer = () =>
  runVitest('unit and server integration', ['tooling', 'domain', 'web', 'web-node', 'server']);

if (browser) {
  const e2e = (out) =>
    runVitest('end-to-end in Chromium', ['e2e'], { env: { CHROMIUM_PATH: chromium }, out });
  if (lanes === 'parallel') {
    const held = heldOutput();
    process.stdout.write('(end-to-end runs beside the unit and server lane; its output follows it)\n');
    const e2eDone = e2e((text) => held.write(text));
    await unitAndServer();
    held.release();
    await e2eDone;
  } else {
    await unitAndServer();
    await e2e(null);
  }
} else {
  await unitAndServer();
  if (ci) {
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
}

process.stdout.write(
  `\nLanes (${browser ? lanes : 'one'}): ${timings.join('; ')}; total ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
);
process.stdout.write(
  `All suites: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
process.exit(failed ? 1 : 0);
