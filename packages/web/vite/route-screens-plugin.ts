import fs from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

const ROUTE_MODULES = path.resolve(import.meta.dirname, '../src/app/route-modules.ts');
// `'route-name': () => import('../features/…')` or `name: () => import(…)` in route-modules.ts.
const LOADER = /(?:'([\w-]+)'|(\w+)):\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;

/**
 * Each route name's screen module, as route-modules.ts loads it, relative to the web package (the
 * keys of the build manifest): `{ "dashboard-portal": "src/features/clients/dashboard-home.tsx" }`.
 */
export function routeScreens(source: string, file = ROUTE_MODULES): Record<string, string> {
  const screens: Record<string, string> = {};
  const root = path.resolve(import.meta.dirname, '..');
  for (const [, quoted, bare, specifier] of source.matchAll(LOADER)) {
    const absolute = path.resolve(path.dirname(file), specifier!);
    const withExtension = ['.tsx', '.ts'].map((ext) => absolute + ext).find((f) => fs.existsSync(f));
    if (withExtension)
      screens[(quoted ?? bare)!] = path.relative(root, withExtension).split(path.sep).join('/');
  }
  return screens;
}

/**
 * Writes dist/route-screens.json, so the server can name in a signed-in page the chunks its screen
 * needs (modulepreload: fetched beside the entry instead of after it has run, decision 112).
 */
export function routeScreensPlugin(): Plugin {
  return {
    name: 'portal-route-screens',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'route-screens.json',
        source: JSON.stringify(routeScreens(fs.readFileSync(ROUTE_MODULES, 'utf8'))),
      });
    },
  };
}
