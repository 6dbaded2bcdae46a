import fs from 'node:fs';
import path from 'node:path';
import { getBrand, type BrandId } from '@portal/domain';
import { escapeHtml } from '../mail/templates/layout';
import { signedInFrame, type SignedInFrames } from './signed-in-frame';

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
  /**
   * `html` (the plain shell) with the chunks a signed-in page at `pathname` needs preloaded: the
   * signed-in frame, the screen of that path and the brand language's signed-in texts
   * (decision 112), and on the clients overview the prerendered frame as its first paint, filled
   * from `boot` (signed-in-frame.ts, decision 116). As it is when the build has no manifest or no
   * route list.
   */
  signedIn: (html: string, pathname: string, boot: unknown) => string;
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
  const preloaded = signedInPreloads(dist, brandId);
  const frames = readJson<SignedInFrames>(path.join(dist, 'prerender', `${brandId}.signed-in.json`));
  const signedIn: ShellHtml['signedIn'] = (html, pathname, boot) =>
    withFirstFrame(preloaded(html, pathname), signedInFrame(frames, brand, pathname, boot as object));
  if (!prerendered) return { plain, signIn: plain, signedIn };
  plain = plain
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(prerendered.lang)}"`)
    .replace(
      '</title>',
      `</title>\n    <meta name="description" content="${escapeHtml(prerendered.description)}" />`,
    );
  const preloads = preloadLinks(signInChunks(dist), plain);
  const signIn = plain
    .replace('</head>', `${preloads}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${prerendered.html}</div>`);
  return { plain, signIn, signedIn };
}

/** The first frame before the app's root (lib/first-frame.ts lays it over the page), in its language. */
function withFirstFrame(html: string, frame: { html: string; lang: string } | undefined): string {
  if (!frame) return html;
  // Functions, not replacement strings: `$&` in a portal's name is text, not a pattern.
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(frame.lang)}"`)
    .replace('<div id="root"', () => `${frame.html}\n    <div id="root"`);
}

type Chunk = { file: string; name?: string; imports?: string[] };
type Manifest = Record<string, Chunk>;

/** The files of a manifest entry and of everything it imports statically. */
function chunkFiles(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

const preloadLinks = (files: Iterable<string>, html: string) =>
  [...files]
    // The entry's own scripts are already in the head.
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('');

/** The sign-in route's chunk and what it imports (the build's manifest), fetched beside the entry. */
function signInChunks(dist: string): string[] {
  const manifest = readJson<Manifest>(path.join(dist, '.vite', 'manifest.json'));
  if (!manifest) return [];
  const login = Object.entries(manifest).find(
    ([, chunk]) => chunk.name === 'login' && !chunk.file.endsWith('.css'),
  );
  return login ? [...chunkFiles(manifest, login[0])] : [];
}

const SHELL_MODULE = 'src/app/shell/app-layout.tsx';
const featureStrings = (locale: string) => `src/i18n/locales/features/${locale}.ts`;

/** A route pattern (`/dashboard/:portal/account/:account`) as a whole-path matcher. */
const routePattern = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
      .join('/')}/?$`,
  );
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a signed-in page asks for as soon as the app starts (web main.tsx: the frame, the screen of
 * its path, the signed-in texts), named in the page so it comes beside the entry chunk instead of
 * after it has been fetched and run: one round trip and the entry's start-up less before the first
 * screen (decision 112). The screen of each route comes from the build (route-screens.json,
 * vite/route-screens-plugin.ts); a build without it or without a manifest preloads nothing.
 */
function signedInPreloads(dist: string, brandId: BrandId): (html: string, pathname: string) => string {
  const manifest = readJson<Manifest>(path.join(dist, '.vite', 'manifest.json'));
  const screens = readJson<Record<string, string>>(path.join(dist, 'route-screens.json'));
  if (!manifest || !screens) return (html) => html;
  const brand = getBrand(brandId);
  // The frame's module is a chunk of its own, or inside the 'shell' group (web vite.config.ts).
  const shell = manifest[SHELL_MODULE]
    ? SHELL_MODULE
    : Object.keys(manifest).find((key) => manifest[key]!.name === 'shell');
  const common = shell ? chunkFiles(manifest, shell) : new Set<string>();
  chunkFiles(manifest, featureStrings(brand.defaultLocale), common);
  const routes = brand.routes.map((route) => ({
    match: routePattern(route.path),
    screen: screens[route.name],
  }));
  return (html, pathname) => {
    const screen = routes.find((route) => route.match.test(pathname))?.screen;
    const files = screen ? chunkFiles(manifest, screen, new Set(common)) : common;
    return html.replace('</head>', `${preloadLinks(files, html)}\n  </head>`);
  };
}

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}
