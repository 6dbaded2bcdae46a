import type { FastifyServerOptions } from 'fastify';

/**
 * How long the server waits on a client (issue 16, ASVS 15.4 availability). A client that trickles
 * its headers is cut off after HEADERS_MS: Node only checks every `connectionsCheckingInterval`
 * (30 s by default), so the check runs every second. A whole request (an upload's body included)
 * may take REQUEST_MS; an idle socket is closed after IDLE_MS, and an idle keep-alive connection
 * after KEEP_ALIVE_MS.
 */
export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  idleMs: number;
  keepAliveMs: number;
  checkEveryMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 120_000,
  idleMs: 60_000,
  keepAliveMs: 10_000,
  checkEveryMs: 1_000,
};

export function timeoutOptions(timeouts: HttpTimeouts = HTTP_TIMEOUTS): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
  };
}
