import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The project's relative import graph, read from the files themselves: static `import` and
 * `export … from` statements, since they are what runs at load time (an `import()` runs later and
 * cannot leave a module half-initialised; `import type` vanishes). Cached per lint run: every
 * file's edges are read once however many files ask.
 */
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
const edges = new Map();

/** The file a relative specifier names, or null for a package or a file that does not exist. */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => resolve(base, `index${extension}`)),
    // TypeScript's ESM style: `./x.js` names `./x.ts`.
    ...(base.endsWith('.js') ? [base.slice(0, -3) + '.ts', base.slice(0, -3) + '.tsx'] : []),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

function runtimeSpecifiers(source) {
  return [...source.matchAll(STATIC_IMPORT)].filter((match) => !match[1]).map((match) => match[2]);
}

export function importsOf(file) {
  let list = edges.get(file);
  if (!list) {
    const source = readFileSync(file, 'utf8');
    list = runtimeSpecifiers(source)
      .map((specifier) => resolveImport(file, specifier))
      .filter((target) => target !== null);
    edges.set(file, list);
  }
  return list;
}

/** A path of imports from `file` back to itself, or null. Depth-first, each file visited once. */
export function cycleThrough(file) {
  const seen = new Set();
  const path = [];
  const visit = (current) => {
    for (const next of importsOf(current)) {
      if (next === file) return [...path, current, next];
      if (seen.has(next)) continue;
      seen.add(next);
      path.push(current);
      const found = visit(next);
      if (found) return found;
      path.pop();
    }
    return null;
  };
  return visit(file);
}
