// Builds the web app when its sources are newer than the last build, so `npm start` is quick after
// the first run and never serves a stale bundle.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'packages/web/dist/index.html');
const sources = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/domain/src',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsFresh() {
  if (!fs.existsSync(distIndex)) return false;
  const built = fs.statSync(distIndex).mtimeMs;
  return sources.every((source) => newestMtime(path.join(root, source)) <= built);
}

export function buildWebIfStale({ force = false } = {}) {
  if (!force && webBuildIsFresh()) return;
  process.stdout.write('Building the web app…\n');
  // The module runner loads vite.config.ts the way the app resolves imports (decision 57).
  const result = spawnSync('npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn'], {
    cwd: path.join(root, 'packages/web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write('The web app failed to build (see above).\n');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  buildWebIfStale({ force: process.argv.includes('--force') });
