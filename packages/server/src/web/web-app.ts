import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandId } from '@portal/domain';
import type { NotFoundFallback } from '../http/errors';
import { PRERENDERED_PAGES, shellHtml } from './shell-html';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Vite puts content-hashed files under /assets/: a new build means new names, so cache forever. */
const ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ROBOTS = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /api/',
  'Disallow: /dashboard/',
  'Disallow: /admin/',
  '',
].join('\n');
/** The pages mailed links open, with a token in their query (auth/operations, invitations). */
const TOKEN_PAGES = new Set(['/password-reset', '/verify-email', '/signup']);

export const NOT_BUILT_HINT =
  'The web app is not built yet. Run `npm run build`, then start the server again.\n' +
  'The API is running: see /api/health and /api/docs.\n';

/** The built web app's folder (WEB_DIST, else packages/web/dist), or undefined when not built. */
export function resolveWebDist(webDist: string | undefined): string | undefined {
  const dir = webDist ? path.resolve(webDist) : path.join(REPO_ROOT, 'packages', 'web', 'dist');
  return fs.existsSync(path.join(dir, 'index.html')) ? dir : undefined;
}

/**
 * Serves the built SPA: files as they are, and index.html (brand filled in) for every other GET
 * outside /api, so client-side routes survive a reload. Returns the not-found fallback that does it.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    dist: string;
    brand: BrandId;
    /** False when the public site owns `/` (issue 17). */ root?: boolean;
    /** The session the page's HTML carries, so the app does not ask for it first (auth/boot-session.ts). */
    boot?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  },
): Promise<WebApp> {
  // Read once: the shell is the same for every request of this process.
  const template = await fsp.readFile(path.join(options.dist, 'index.html'), 'utf8');
  const shell = shellHtml(options.dist, template, options.brand);

  await app.register(fastifyStatic, {
    root: options.dist,
    prefix: '/',
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // The raw template still has the placeholder; it is only ever served filled in.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (reply, filePath) => {
      const relative = `/${path.relative(options.dist, filePath).split(path.sep).join('/')}`;
      reply.header('cache-control', relative.startsWith(ASSETS_PREFIX) ? IMMUTABLE : 'no-cache');
    },
  });

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    // A page opened from a mailed link holds its token in the URL: it must not leave as a Referer
    // (ASVS 3.4.5). The app's own API calls set their policy per request (lib/api-client.ts).
    const pathname = request.url.split('?')[0]!;
    if (TOKEN_PAGES.has(pathname)) reply.header('referrer-policy', 'no-referrer');
    const boot = options.boot ? await options.boot(request, reply) : undefined;
    const landing = signedInPath(pathname, boot);
    const html = PRERENDERED_PAGES.has(pathname)
      ? shell.signIn
      : landing
        ? shell.signedIn(shell.plain, landing, boot)
        : shell.plain;
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', pageCaching(boot))
      .send(boot === undefined ? html : withBootData(html, boot));
  };
  // The static wildcard would answer `/` as a directory listing request (403); the shell it is.
  if (options.root !== false) {
    app.get('/', { schema: { hide: true } }, async (request, reply) => sendShell(request, reply));
    // Without a public site nobody else answers it, and the shell is no robots.txt. The same rules
    // as the public site's (seo-routes.ts): the sign-in pages may be indexed, signed-in screens not.
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(ROBOTS),
    );
  }

  return {
    sendShell,
    fallback: async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      // A missing hashed asset is a real 404, not a page: HTML would only confuse the browser.
      if (request.url.startsWith(ASSETS_PREFIX)) return false;
      await sendShell(request, reply);
      return true;
    },
  };
}

/**
 * The path a signed-in page will show: its own, or on `/` the entry path the page carries
 * (boot-answers.ts); undefined signed out, or on `/` without one (signing out).
 */
function signedInPath(pathname: string, boot: unknown): string | undefined {
  const signedIn = boot as { session?: unknown; answers?: Record<string, unknown> } | undefined;
  if (!signedIn?.session) return undefined;
  if (pathname !== '/') return pathname;
  const entry = signedIn.answers?.['/me/entry'] as { path?: unknown } | undefined;
  return typeof entry?.path === 'string' ? entry.path : undefined;
}

/**
 * With boot data the page is this visitor's alone; with a signed-in session in it, it holds their
 * name, e-mail and roles, so it is kept in no cache at all, as the session route's answer is
 * (ASVS 14.3.2).
 */
function pageCaching(boot: unknown): string {
  if (boot === undefined) return 'no-cache';
  return (boot as { session?: unknown }).session ? 'no-store' : 'private, no-cache';
}

/**
 * The page's boot data as a JSON data block, which the app reads before its first frame (web
 * lib/boot-data.ts). A data block is never run, so the Content-Security-Policy (no inline script)
 * has nothing to refuse; `<` is escaped so that no string in it can close the element.
 */
export function withBootData(html: string, boot: unknown): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="portal-boot">${json}</script>`;
  // Before the app's root (a hand-made index.html may have no head); the module scripts run once
  // the whole document is parsed.
  // A function: a replacement string would read `$'` or `$&` in a name as patterns.
  return html.replace('<div id="root"', () => `${block}\n    <div id="root"`);
}

export interface WebApp {
  /** Answers with the SPA shell (index.html, brand filled in). */
  sendShell: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** The not-found fallback: the shell for every other GET outside /api and /assets. */
  fallback: NotFoundFallback;
}

/** Without a build, `/` explains how to get one instead of answering 404. */
export function registerNotBuiltHint(app: FastifyInstance): void {
  app.get('/', { schema: { hide: true } }, async (_request, reply) => sendNotBuiltHint(reply));
}

export function sendNotBuiltHint(reply: FastifyReply) {
  return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_HINT);
}
