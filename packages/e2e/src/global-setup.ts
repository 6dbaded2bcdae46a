import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServerIfStale } from '../../../scripts/server-build.mjs';
import { BROWSER_SERVER_VARIABLE, startBrowserServer } from './support/browser';
import { chromiumPath, repoRoot } from './support/paths';
import { startPortalPool } from './support/portal-pool';
import { snapshotWebDist } from './support/web-dist-snapshot';

/**
 * Whether this run is the whole e2e project (no file named on the command line), so that starting
 * every shared portal ahead pays; E2E_PRESTART=true or false decides instead when set.
 */
function wholeRun(): boolean {
  if (process.env.E2E_PRESTART) return process.env.E2E_PRESTART === 'true';
  return !process.argv.slice(2).some((arg) => !arg.startsWith('-') && /[./]/.test(arg));
}

/**
 * Fails fast, with the fix, when the browser or the built web app is missing; then takes the run's
 * copy of the web build and runs the pool of shared portals (support/shared-portals.ts) and one
 * Chromium (support/browser.ts) until the end: a launch per file cost a second or more of a core each.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!fs.existsSync(chromiumPath())) {
    throw new Error(`No Chromium at ${chromiumPath()}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  if (!fs.existsSync(path.join(repoRoot, 'packages/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does it for you)');
  }
  // Portals started here and in the test workers (which inherit this environment) serve the copy.
  const web = await snapshotWebDist();
  process.env.E2E_WEB_DIST = web.dir;
  // Built once here, before any portal starts: a test worker that found it stale would build it
  // again and swap it in under a server still loading its chunks (decision 129).
  await buildServerIfStale();
  const pool = await startPortalPool({ prestart: wholeRun() });
  project.provide('e2ePoolUrl', pool.url);
  const browser = await startBrowserServer();
  process.env[BROWSER_SERVER_VARIABLE] = browser.wsEndpoint();
  return async () => {
    await browser.close();
    await pool.close();
    web.remove();
  };
}
