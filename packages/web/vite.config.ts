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
let entryClosure: Set<string> | null = null;
const webSrc = path.resolve(import.meta.dirname, 'src') + path.sep;

/** The modules src/main.tsx loads statically (computed once per build). */
function entryClosureChunk(id: string, graph: ModuleGraph): string | null {
  if (!entryClosure) {
    entryClosure = new Set();
    const stack = [path.resolve(import.meta.dirname, 'src/main.tsx')];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (entryClosure.has(next)) continue;
      entryClosure.add(next);
      stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  // Only the app's own modules: a library's or the domain's unused re-exports would come along too.
  return entryClosure.has(id) && id.startsWith(webSrc) ? 'app-core' : null;
}

/** Forgets the entry closure between builds (watch mode). */
function entryClosureReset(): Plugin {
  return { name: 'portal-entry-closure-reset', apply: 'build', buildStart: () => void (entryClosure = null) };
}

const proxy = { '/api': { target: API_TARGET, changeOrigin: true } };

export default defineConfig({
  plugins: [react(), devBrandPlugin(), entryClosureReset(), domainMessagesPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: {
      // The domain is pure (no I/O, no global state), so an import that only needs brand data does
      // not drag in its zod schemas or decimal.js. (Its package.json does not declare this yet.)
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        // Everything main.tsx imports statically goes into one chunk. Left alone, the bundler splits
        // out each module a lazy screen also uses (the router, the query client, small helpers),
        // and every first page pays for the extra files.
        codeSplitting: {
          groups: [{ name: entryClosureChunk }],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
