import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { HTTP_TIMEOUTS } from './timeouts';

/** Opens a socket, sends a request line, then one header line every `everyMs` until the server hangs up. */
function trickleHeaders(url: string, everyMs: number): Promise<{ closedAfterMs: number; answer: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(Number(port), hostname, () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    });
    let n = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(`X-Drip-${n++}: x\r\n`);
    }, everyMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
    setTimeout(() => {
      clearInterval(drip);
      socket.destroy();
      reject(new Error('the server kept a trickling connection open for 20 s'));
    }, 20_000);
  });
}

describe('slow clients', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({
      database,
      extra: { httpTimeouts: { ...HTTP_TIMEOUTS, headersMs: 1_500, checkEveryMs: 250 } },
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('cuts off a client that trickles its headers, with a 408', async () => {
    const { closedAfterMs, answer } = await trickleHeaders(server.url, 200);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1_400);
    expect(closedAfterMs).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still answers a client that sends its request at once', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
  });

  it('sets bounded timeouts on the real server by default', async () => {
    const defaults = await startTestServer({ database });
    try {
      const http = defaults.app.server;
      expect(http.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
      expect(http.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
      expect(http.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
      expect(http.timeout).toBe(HTTP_TIMEOUTS.idleMs);
      expect(HTTP_TIMEOUTS.headersMs).toBeLessThan(35_000);
    } finally {
      await defaults.close();
    }
  });
});
