import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from './address-guard';
import { fetchSource } from './fetch-source';

/** The SSRF guard of data process steps (ASVS 1.3.6) against a real server on 127.0.0.1. */
describe('fetchSource', () => {
  let server: http.Server;
  let port: number;
  const config = (allowedHosts: string[]) => ({ allowedHosts, timeoutMs: 2000, maxBytes: 1024 });

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'http://169.254.169.254/' });
        response.end();
      } else if (request.url === '/big') response.end('x'.repeat(5000));
      else response.end('a,b\n1,2\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('classifies private, loopback, link-local, mapped and public addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.2.3.4',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '2606:4700:4700::1111', '172.32.0.1'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses a reachable loopback server unless its address or name is allowed', async () => {
    await expect(
      fetchSource({ method: 'GET', location: `http://127.0.0.1:${port}/` }, config([])),
    ).rejects.toMatchObject({
      key: 'errors.import_address_refused',
    });
    // A name that resolves to loopback goes through the guarded lookup.
    await expect(
      fetchSource({ method: 'GET', location: `http://localhost:${port}/` }, config([])),
    ).rejects.toMatchObject({
      key: 'errors.import_address_refused',
    });
    await expect(
      fetchSource({ method: 'GET', location: `http://127.0.0.1:${port}/` }, config(['127.0.0.1'])),
    ).resolves.toBe('a,b\n1,2\n');
  });

  it('refuses other schemes, follows no redirect and stops at the size limit', async () => {
    await expect(
      fetchSource({ method: 'GET', location: 'file:///etc/passwd' }, config([])),
    ).rejects.toMatchObject({
      key: 'errors.import_address_refused',
    });
    await expect(
      fetchSource({ method: 'GET', location: `http://127.0.0.1:${port}/redirect` }, config(['127.0.0.1'])),
    ).rejects.toMatchObject({
      key: 'errors.import_fetch_failed',
      values: { status: 302 },
    });
    await expect(
      fetchSource({ method: 'GET', location: `http://127.0.0.1:${port}/big` }, config(['127.0.0.1'])),
    ).rejects.toMatchObject({
      key: 'errors.file_too_large',
    });
  });
});
