import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath, repoRoot } from './support/paths';

/** Fails fast, with the fix, when the browser or the built web app is missing. */
export default function setup(): void {
  if (!fs.existsSync(chromiumPath())) {
    throw new Error(`No Chromium at ${chromiumPath()}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  if (!fs.existsSync(path.join(repoRoot, 'packages/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does it for you)');
  }
}
