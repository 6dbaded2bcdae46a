import fs from 'node:fs';
import path from 'node:path';
import { getBrand, type BrandId } from '@portal/domain';
import { escapeHtml } from '../mail/templates/layout';

const BRAND_PLACEHOLDER = '%PORTAL_BRAND%';
/** The sign-in pages, whose first view the build prerendered (web vite/prerender-public.tsx). */
export const PRERENDERED_PAGES = new Set(['/login', '/signup', '/password-reset']);

interface Prerendered {
  lang: string;
  description: string;
  html: string;
}

export interface ShellHtml {
  /** index.html with the brand filled in: every client-side route but the sign-in pages. */
  plain: string;
  /** The same with the sign-in backdrop drawn inside #root and the sign-in route's chunks preloaded. */
  signIn: string;
}

/**
 * The SPA's HTML for one brand. The brand's name becomes the title and, when the build prerendered
 * the sign-in backdrop, its tagline the description and its language the page's (search engines and
 * link previews read them without running the app; the app sets the language it picks); the sign-in pages get the backdrop's markup, so a phone paints before
 * the JavaScript arrives. A build without prerender/ (or a hand-made test dist) serves index.html as
 * it is, brand filled in.
 */
export function shellHtml(dist: string, template: string, brandId: BrandId): ShellHtml {
  const brand = getBrand(brandId);
  let plain = template
    .replaceAll(BRAND_PLACEHOLDER, brandId)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.displayName)}</title>`);
  const prerendered = readJson<Prerendered>(path.join(dist, 'prerender', `${brandId}.json`));
  if (!prerendered) return { plain, signIn: plain };
  plain = plain
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(prerendered.lang)}"`)
    .replace(
      '</title>',
      `</title>\n    <meta name="description" content="${escapeHtml(prerendered.description)}" />`,
    );
  const preloads = signInChunks(dist)
    // The entry's own scripts are already in the head.
    .filter((file) => !plain.includes(`"/${file}"`))
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('');
  const signIn = plain
    .replace('</head>', `${preloads}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${prerendered.html}</div>`);
  return { plain, signIn };
}

/** The sign-in route's chunk and what it imports (the build's manifest), fetched beside the entry. */
function signInChunks(dist: string): string[] {
  type Chunk = { file: string; name?: string; imports?: string[] };
  const manifest = readJson<Record<string, Chunk>>(path.join(dist, '.vite', 'manifest.json'));
  if (!manifest) return [];
  const login = Object.entries(manifest).find(
    ([, chunk]) => chunk.name === 'login' && !chunk.file.endsWith('.css'),
  );
  if (!login) return [];
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(login[0]);
  return [...files];
}

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}
