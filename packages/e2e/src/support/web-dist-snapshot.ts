import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths';

const dist = path.join(repoRoot, 'packages/web/dist');

/** Every /assets/… file index.html loads is in `dir` (a copy taken mid-build is not). */
function complete(dir: string): boolean {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/\/(assets\/[^"'\s>]+)/g)].every((match) =>
    fs.existsSync(path.join(dir, match[1]!)),
  );
}

/**
 * A copy of the web build for this run's portals. A server reads index.html once, at start, and the
 * shared portals live for the whole run: a rebuild of packages/web/dist meanwhile (npm run build
 * elsewhere) would leave them pointing at deleted chunks.
 */
export async function snapshotWebDist(): Promise<{ dir: string; remove: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-web-'));
  for (let attempt = 1; ; attempt += 1) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync(dist, dir, { recursive: true });
    if (complete(dir)) break;
    if (attempt === 10) throw new Error(`packages/web/dist stayed incomplete (a build running?): ${dist}`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
