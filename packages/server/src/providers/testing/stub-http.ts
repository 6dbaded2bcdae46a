import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking whatever protocol its handler answers (the Data API, a custodian),
 * recording each request as 'METHOD path?query Bearer token'. Tests run the real HTTP client
 * against it, never a stand-in function.
 */
export async function stubServer(
  handler: (url: URL, res: http.ServerResponse, hits: number, req: http.IncomingMessage) => void,
) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    seen.push(`${req.method} ${url.pathname}${url.search} ${req.headers.authorization ?? ''}`.trim());
    handler(url, res, seen.length, req);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export const json = (res: http.ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
