import { spawnSync } from 'node:child_process';
import path from 'node:path';

import type { Plugin } from 'vite';

const SCRIPT = path.resolve(import.meta.dirname, 'prerender-public.tsx');

/**
 * After a build, writes the sign-in pages' backdrop as static markup per brand (prerender-public.tsx)
 * into dist/prerender/. In its own process (tsx): it renders the app's React components with their
 * styles, which this config's loader does not run.
 */
export function prerenderPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-prerender-public',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, outDir], {
        cwd: path.resolve(import.meta.dirname, '..'),
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('prerendering the sign-in backdrop failed (see above)');
    },
  };
}
