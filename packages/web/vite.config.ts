import { createRequire } from 'node:module';
import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { domainMessagesPlugin } from './vite/domain-messages-plugin';
import { featureStringsPlugin } from './vite/feature-strings-plugin';
import { prerenderPlugin } from './vite/prerender-plugin';
import { routeScreensPlugin } from './vite/route-screens-plugin';

const API_TARGET = 'http://localhost:3000';
const BRAND_PLACEHOLDER = '%PORTAL_BRAND%';

/**
 * The brand is chosen when the page is served, not when it is built: the server replaces the
 * placeholder in index.html. In `vite dev` this plugin does the same from BRAND.
 */
function devBrandPlugin(): Plugin {
  return {
    name: 'portal-dev-brand',
    apply: 'serve',
    transformIndexHtml: (html) => html.replaceAll(BRAND_PLACEHOLDER, process.env.BRAND ?? 'asset-manager'),
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const webSrc = path.resolve(import.meta.dirname, 'src') + path.sep;
const ENTRY = path.resolve(import.meta.dirname, 'src/main.tsx');
const LOGIN = path.resolve(import.meta.dirname, 'src/features/auth/login-page.tsx');
const SHELL = path.resolve(import.meta.dirname, 'src/app/shell/app-layout.tsx');
const MUI = /[\\/]node_modules[\\/]@mui[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const ZOD_JITLESS = path.resolve(import.meta.dirname, 'src/lib/zod-jitless.ts');
const MUI_FORMAT_NUMBER = path.resolve(import.meta.dirname, 'src/lib/mui-format-number.ts');
// MUI's barrels other than a component's own ('@mui/material/styles', '@mui/system/cssVars', '…/utils'):
// through them every theme provider and every component's classes would count as the shell's.
const MUI_BARREL = /[\\/]node_modules[\\/]@mui[\\/](?:[\w-]+[\\/])*[a-z][\w-]*[\\/]index\.mjs$/;
// The sign-in page's own code and its form library; its other modules (MUI inputs and dialogs, the
// language selector, the text input) are shared with the signed-in screens.
const SIGN_IN_ONLY = /[\\/](?:features[\\/]auth|node_modules[\\/](?:react-hook-form|@hookform))[\\/]/;
const closures = new Map<string, Set<string>>();

/**
 * The modules `from` loads statically (computed once per build), not looking past `barrier` (whose
 * imports are not all used: the bundler drops what is not, a group would keep it).
 */
function staticClosure(from: string, graph: ModuleGraph, barrier?: RegExp): Set<string> {
  let closure = closures.get(from);
  if (!closure) {
    closure = new Set();
    const stack = [from];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (closure.has(next)) continue;
      closure.add(next);
      if (!barrier?.test(next)) stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
    closures.set(from, closure);
  }
  return closure;
}

/**
 * Everything main.tsx imports statically goes into one chunk ('app-core'), and everything the sign-in
 * page adds to it statically into two more: its own code and react-hook-form ('login'), and the rest
 * ('inputs': MUI text fields, dialogs, the language selector, which most screens also use). Left alone,
 * the bundler splits out each module a lazy screen also uses, and the first page pays for the extra
 * files; in one chunk, every signed-in screen that uses a text field would also load the sign-in
 * page's code and its form library.
 */
function entryClosureChunk(id: string, graph: ModuleGraph): string | null {
  // Only the app's own modules in app-core: a library's or the domain's unused re-exports would come too.
  if (staticClosure(ENTRY, graph).has(id) && id.startsWith(webSrc)) return 'app-core';
  if (staticClosure(LOGIN, graph).has(id) && !staticClosure(ENTRY, graph).has(id))
    return SIGN_IN_ONLY.test(id) ? 'login' : 'inputs';
  // What the signed-in frame loads with it comes with every signed-in screen anyway: one file, not
  // twenty small ones that compress apart.
  if (staticClosure(SHELL, graph, MUI_BARREL).has(id) && (id.startsWith(webSrc) || MUI.test(id)))
    return 'shell';
  return null;
}

/** Forgets the entry closure between builds (watch mode). */
function entryClosureReset(): Plugin {
  return { name: 'portal-entry-closure-reset', apply: 'build', buildStart: () => closures.clear() };
}

/**
 * React Router's production build. Its package `exports` name only the development build (no
 * `production` condition), which differs in ENABLE_DEV_WARNINGS alone: the route checks and warnings
 * every `useRoutes` render runs. The build takes the production one; `vite dev` keeps the warnings.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const proxy = { '/api': { target: API_TARGET, changeOrigin: true } };

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    devBrandPlugin(),
    entryClosureReset(),
    domainMessagesPlugin(),
    featureStringsPlugin(),
    prerenderPlugin(),
    routeScreensPlugin(),
  ],
  // zod without its `new Function` path (src/lib/zod-jitless.ts); the file itself imports 'zod/v4'.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: ZOD_JITLESS },
      // MUI's number label helper, whose formatter is built on first use (src/lib/mui-format-number.ts).
      { find: /^\.\.\/locale\/utils\/buildFormatNumber\.mjs$/, replacement: MUI_FORMAT_NUMBER },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // WEB_SOURCEMAP=1: maps beside the files (not linked from them), to read a profile of the built app.
    sourcemap: process.env.WEB_SOURCEMAP ? 'hidden' : false,
    // Every browser we support preloads modules natively; the polyfill only cost /login bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The domain is pure (no I/O, no global state), so an import that only needs brand data does
      // not drag in its zod schemas or decimal.js. (Its package.json does not declare this yet.)
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
        // Building a zod schema has no side effects (the one configuration call, in
        // src/lib/zod-jitless.ts, is `config()`, not `z.config()`), so a schema the screen never
        // uses is dropped even when its module is included for something else.
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: [
            // zod in a chunk of its own, taken first: otherwise the sign-in page's group took it in as
            // a dependency, and every screen with a schema (the signed-in frame too) loaded the
            // sign-in page's chunk to get it.
            { name: 'zod', test: (id) => ZOD.test(id) || id === ZOD_JITLESS, priority: 1 },
            { name: entryClosureChunk, debugName: 'entry-closure' },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
}));
