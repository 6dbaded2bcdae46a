import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { DataSourceError, isHttpUrl, type DataProcessMethod } from '@portal/domain';
import { AddressRefusedError, guardedLookup, isPrivateAddress } from './address-guard';
import type { ImportConfig } from './import-config';

export interface SourceRequest {
  method: DataProcessMethod;
  location: string;
  /** JSON body of a POST. */
  body?: string | undefined;
}

const refused = () => new DataSourceError('errors.import_address_refused');

/**
 * The text a step's location answers (§3 getFromApi, method GET or POST). Only http(s); the address
 * must not be private, loopback or link-local unless allowed (SSRF guard, see address-guard); no
 * redirects are followed (a redirect could point inside the network); the answer must be 2xx and
 * at most `maxBytes`, within `timeoutMs`. Failures are step errors with a §8-style message.
 */
export function fetchSource(request: SourceRequest, config: ImportConfig): Promise<string> {
  if (!isHttpUrl(request.location)) return Promise.reject(refused());
  const url = new URL(request.location);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = config.allowedHosts.includes(host);
  // Node connects to an IP literal without a lookup, so literals are checked here.
  if (isIP(host) && isPrivateAddress(host) && !allowed) return Promise.reject(refused());

  const client = url.protocol === 'https:' ? https : http;
  const body = request.method === 'POST' ? (request.body ?? '') : undefined;
  return new Promise<string>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method,
        lookup: guardedLookup(config.allowedHosts) as never,
        timeout: config.timeoutMs,
        headers: {
          accept: 'application/json, text/csv, text/plain;q=0.9',
          ...(body !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new DataSourceError('errors.import_fetch_failed', { status }));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > config.maxBytes) {
            req.destroy();
            reject(new DataSourceError('errors.file_too_large', { limit: config.maxBytes / (1024 * 1024) }));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.on('error', () => reject(new DataSourceError('errors.import_unreachable')));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => {
      const cause = (error as { cause?: unknown }).cause;
      reject(
        error instanceof AddressRefusedError || cause instanceof AddressRefusedError
          ? refused()
          : new DataSourceError('errors.import_unreachable'),
      );
    });
    req.end(body);
  });
}
