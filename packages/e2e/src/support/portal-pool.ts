import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpCapture } from '../../../server/src/mail/testing/smtp-capture';
import { startPortal, type RunningPortal } from './portal-server';
import {
  DATA_API_SERVE_TOKEN,
  PRESTART_ORDER,
  SHARED_PORTALS,
  type SharedPortalInfo,
  type SharedPortalKey,
  type SharedPortalSpec,
} from './shared-portal-specs';

type InstallKey = {
  [K in SharedPortalKey]: (typeof SHARED_PORTALS)[K] extends SharedPortalSpec ? K : never;
}[SharedPortalKey];

/** The install a kind runs on and the company its files sign in as. */
function installOf(key: SharedPortalKey): { install: InstallKey; company: number } {
  const spec = SHARED_PORTALS[key];
  return 'install' in spec ? spec : { install: key as InstallKey, company: 0 };
}

export interface PortalPool {
  url: string;
  close(): Promise<void>;
}

/**
 * The runner-side half of shared-portals.ts: a small HTTP server the test files ask for a portal
 * (POST /portals/:key, started once, then the same one) and for the mails one address received
 * (GET /mail?to=). The SMTP inbox lives here because the portals outlive every test file.
 */
export async function startPortalPool(options: { prestart: boolean }): Promise<PortalPool> {
  const capture = await startSmtpCapture();
  const started = new Map<InstallKey, Promise<RunningPortal>>();

  const portalFor = (key: InstallKey): Promise<RunningPortal> => {
    let portal = started.get(key);
    if (!portal) {
      const spec: SharedPortalSpec = SHARED_PORTALS[key];
      const source = spec.dataApiFrom ? portalFor(spec.dataApiFrom) : Promise.resolve(undefined);
      portal = source
        .then((from) =>
          startPortal({
            brand: spec.brand,
            env: {
              ...spec.env,
              ...(spec.mail ? { SMTP_URL: capture.url } : {}),
              ...(from
                ? { DATA_API_URL: `${from.baseUrl}/api/data-api`, DATA_API_TOKEN: DATA_API_SERVE_TOKEN }
                : {}),
            },
          }),
        )
        .then(async (running) => {
          // Health answers a moment before the banner with the demo sign-ins is written.
          for (let i = 0; i < 100 && !running.output().includes('Demo sign-ins'); i += 1)
            await new Promise((resolve) => setTimeout(resolve, 100));
          return running;
        });
      started.set(key, portal);
      // A failed start is not kept: the next file may try again and report its own error.
      portal.catch(() => started.delete(key));
    }
    return portal;
  };

  // A full run starts every kind ahead of the files that need it, one after another, so that at
  // most one seeding competes with the tests; a file asking first just waits for the same start.
  let closing = false;
  const prestarting = options.prestart
    ? (async () => {
        for (const key of PRESTART_ORDER) {
          if (closing) return;
          await portalFor(installOf(key).install).catch(() => undefined);
        }
      })()
    : Promise.resolve();

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://pool');
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const key = /^\/portals\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (request.method === 'POST' && key) {
      if (!(key in SHARED_PORTALS)) return reply(404, { error: `no shared portal ${key}` });
      const { install, company } = installOf(key as SharedPortalKey);
      portalFor(install).then(
        (portal) =>
          reply(200, {
            baseUrl: portal.baseUrl,
            dataDir: portal.dataDir,
            output: portal.output(),
            startedInMs: portal.startedInMs,
            pid: portal.pid,
            company,
          } satisfies SharedPortalInfo),
        (error: unknown) => reply(500, { error: String(error) }),
      );
      return;
    }
    if (request.method === 'GET' && url.pathname === '/mail') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      return reply(
        200,
        capture.mails
          .filter((mail) => mail.to.includes(to))
          .map((mail) => ({ to: mail.to, text: mail.body })),
      );
    }
    reply(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      closing = true;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await prestarting;
      const portals = await Promise.allSettled(started.values());
      await Promise.all(
        portals.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)),
      );
      await capture.close();
    },
  };
}
