import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const proxy = { '/api': { target: API_TARGET, changeOrigin: true } };

export default defineConfig({
  plugins: [react(), devBrandPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: {
      // The domain is pure (no I/O, no global state), so an import that only needs brand data does
      // not drag in its zod schemas or decimal.js. (Its package.json does not declare this yet.)
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
