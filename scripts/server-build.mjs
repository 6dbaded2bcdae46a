// The server as plain JavaScript (decision 129): `npm start` and the e2e and benchmark portals run
// packages/server/dist/main.js, built here with esbuild when the server's or the domain's sources
// are newer than it. Under tsx every start loaded ~400 TypeScript modules through its hooks, and the
// demo seed's worker thread loaded them again: about 6 s of CPU a cold start. The server tests that
// start the server as `npm start` does run it too (their global setup builds it); `npm run dev`, the
// worker (`npm run worker`) and the other tests still run the sources through tsx.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/server/dist');
const src = path.join(root, 'packages/server/src');

/** The built entry, relative to the repository's root (the working directory of a start). */
export const SERVER_ENTRY = 'packages/server/dist/main.js';

// package-lock.json: the bundled packages (BUNDLED_PACKAGES) are part of the build, so an install
// that changes one of them makes the build stale.
const sources = [
  'package-lock.json',
  'packages/server/src',
  'packages/server/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'scripts/server-build.mjs',
];

/**
 * Files that keep the bundle's own `import.meta.url`: the seed's worker pool starts dist/worker.js
 * beside it. Every other file's `import.meta.url` stays its source file's, so the paths it builds
 * from it (the migrations, the static samples, the web build, package.json) are the same as under tsx.
 */
const BUNDLE_RELATIVE = new Set([path.join(src, 'seed/worker-pool.ts')]);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function serverBuildIsFresh() {
  const entry = path.join(root, SERVER_ENTRY);
  if (!fs.existsSync(entry)) return false;
  const built = fs.statSync(entry).mtimeMs;
  return sources.every((source) => newestMtime(path.join(root, source)) <= built);
}

/**
 * Packages bundled with the server rather than loaded from node_modules at run time (decision 136):
 * pure JavaScript ones of many files, where Node's ESM loader spent most of a start's module loading
 * resolving each file and its package scope (about 1 s of CPU in each thread that loads them: the
 * server and the seed's worker). Anything that shares one of these with the server must be bundled
 * with it too (fastify-type-provider-zod checks `instanceof` against zod's classes). The rest stay
 * external: native addons, PGlite (its wasm and data files beside its module), and packages that
 * read files of their own or start threads from their folder.
 */
const BUNDLED_PACKAGES = ['drizzle-orm', 'zod', 'decimal.js', 'pdf-lib', 'fastify-type-provider-zod'];

const bundled = (specifier) =>
  specifier.startsWith('@portal/') ||
  BUNDLED_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

const sourceUrls = {
  name: 'portal-source-urls',
  setup(build) {
    // Other packages load from node_modules at run time, as under tsx; the workspace's domain is
    // bundled (its package exports TypeScript).
    build.onResolve({ filter: /^[^./]/ }, (args) => (bundled(args.path) ? undefined : { external: true }));
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await fs.promises.readFile(args.path, 'utf8');
      if (!BUNDLE_RELATIVE.has(args.path) && contents.includes('import.meta.url'))
        contents = contents.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * Builds into a folder of its own, then swaps it in: a start never sees half a build, and of two
 * builds at once the second to finish keeps the first's.
 */
export function buildServerIfStale({ force = false } = {}) {
  // Once a process: the e2e pool starts several portals at once.
  if (force || !pending) pending = build(force);
  return pending;
}
let pending;

async function build(force) {
  if (!force && serverBuildIsFresh()) return;
  process.stdout.write('Building the server…\n');
  const esbuild = await import('esbuild');
  const building = `${dist}.building-${process.pid}`;
  const old = `${dist}.old-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { main: path.join(src, 'main.ts'), worker: path.join(src, 'seed/worker.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    outdir: building,
    plugins: [sourceUrls],
    logLevel: 'warning',
    // Bundled CommonJS (pdf-lib) requires Node's built-ins; an ES module has no `require` of its own.
    banner: {
      js: "import { createRequire as __portalRequire } from 'node:module'; const require = __portalRequire(import.meta.url);",
    },
  });
  try {
    fs.renameSync(dist, old);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  try {
    fs.renameSync(building, dist);
  } catch {
    // Another build put its own in place meanwhile.
  }
  fs.rmSync(old, { recursive: true, force: true });
  fs.rmSync(building, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await buildServerIfStale({ force: process.argv.includes('--force') });
