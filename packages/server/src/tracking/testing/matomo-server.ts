import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the server answers the next bulk request: take it, or one of a tracker's failures. */
export type MatomoAnswer = 'ok' | 'too-many' | 'unavailable' | 'hang' | 'malformed' | 'bad-request';

/**
 * A local Matomo tracking endpoint for tests: POST /matomo.php with the bulk body
 * `{"requests": ["?idsite=…&rec=1&…"], "token_auth": …}`, answered as Matomo does
 * (`{"status":"success","tracked":N,"invalid":0}`); a request without idsite or rec=1 is invalid,
 * and a bulk with an invalid request is refused with 400 as Matomo does. Answers queued with
 * `answers` go first (a 429, a hang, …), then every request is taken.
 */
export async function matomoServer(siteId: number, token?: string) {
  const hits: Record<string, string>[] = [];
  const answers: MatomoAnswer[] = [];
  let requests = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests += 1;
      const send = (status: number, body: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      };
      const url = new URL(req.url ?? '/', 'http://matomo');
      if (req.method !== 'POST' || url.pathname !== '/matomo.php') return send(404, '{}');
      const answer = answers.shift() ?? 'ok';
      if (answer === 'hang') return; // never answers: the client's timeout must end it
      if (answer === 'too-many') return send(429, '{"status":"error"}');
      if (answer === 'unavailable') return send(503, '{"status":"error"}');
      if (answer === 'malformed') return send(200, '<html>');
      if (answer === 'bad-request') return send(400, '{"status":"error"}');
      let body: { requests?: unknown; token_auth?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return send(400, '{"status":"error","message":"invalid json"}');
      }
      if (token !== undefined && body.token_auth !== token) return send(401, '{"status":"error"}');
      const bulk = Array.isArray(body.requests) ? body.requests : [];
      const parsed = bulk.map((entry) =>
        Object.fromEntries(new URLSearchParams(String(entry).replace(/^\?/, ''))),
      );
      if (parsed.some((hit) => hit.idsite !== String(siteId) || hit.rec !== '1'))
        return send(400, '{"status":"error","message":"invalid request"}');
      hits.push(...parsed);
      send(200, JSON.stringify({ status: 'success', tracked: parsed.length, invalid: 0 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    answers,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
