import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { domainMessagesPlugin } from './vite/domain-messages-plugin';

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
const closures = new Map<string, Set<string>>();

/** The modules `from` loads statically (computed once per build). */
function staticClosure(from: string, graph: ModuleGraph): Set<string> {
  let closure = closures.get(from);
  if (!closure) {
    closure = new Set();
    const stack = [from];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (closure.has(next)) continue;
      closure.add(next);
      stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
    closures.set(from, closure);
  }
  return closure;
}

/**
 * Everything main.tsx imports statically goes into one chunk ('app-core'), and everything the sign-in
 * page adds to it statically into another ('login'). Left alone, the bundler splits out each module
 * a lazy screen also uses (the router, MUI inputs, small helpers), and the first page pays for the
 * extra files.
 */
function entryClosureChunk(id: string, graph: ModuleGraph): string | null {
  // Only the app's own modules in app-core: a library's or the domain's unused re-exports would come too.
  if (staticClosure(ENTRY, graph).has(id) && id.startsWith(webSrc)) return 'app-core';
  if (staticClosure(LOGIN, graph).has(id) && !staticClosure(ENTRY, graph).has(id)) return 'login';
  return null;
}

/** Forgets the entry closure between builds (watch mode). */
function entryClosureReset(): Plugin {
  return { name: 'portal-entry-closure-reset', apply: 'build', buildStart: () => closures.clear() };
}

const proxy = { '/api': { target: API_TARGET, changeOrigin: true } };

export default defineConfig({
  plugins: [react(), devBrandPlugin(), entryClosureReset(), domainMessagesPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // Every browser we support preloads modules natively; the polyfill only cost /login bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The domain is pure (no I/O, no global state), so an import that only needs brand data does
      // not drag in its zod schemas or decimal.js. (Its package.json does not declare this yet.)
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
        // Building a zod schema has no side effects (nothing here calls z.config), so a schema the
        // screen never uses is dropped even when its module is included for something else.
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: [{ name: entryClosureChunk }],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
