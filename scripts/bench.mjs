// `npm run bench`: every benchmark under bench/, one after another; each prints its own figures.
import { spawnSync } from 'node:child_process';
for (const name of [
  'startup',
  'login-bundle',
  'sign-in',
  'seed',
  'engine',
  'daily-engine',
  'revaluation',
  'clock',
  'admin-grid',
  'admin-drawer',
  'account-page',
  'public-page',
  'web',
  'lighthouse',
  'reports',
]) {
  process.stdout.write(`\n=== bench/${name} ===\n`);
  spawnSync('npx', ['tsx', `bench/${name}.ts`], { stdio: 'inherit' });
}
