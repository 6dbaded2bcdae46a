import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseClamdAddress, type ClamdAddress } from './clamd-address';
import { clamdPing, clamdScan, ScannerUnavailableError } from './clamd-client';
import { clamdBinary, EICAR, startClamd, type ClamdProcess } from './testing/clamd-process';

const missing = !clamdBinary();
if (missing)
  console.warn('\nclamd tests skipped: clamd is not installed (sudo apt-get install -y clamav-daemon).\n');

describe.skipIf(missing)('the clamd protocol client against a real clamd', () => {
  let clamd: ClamdProcess;
  let tcp: ClamdAddress;
  let unix: ClamdAddress;
  beforeAll(async () => {
    clamd = await startClamd();
    tcp = parseClamdAddress(clamd.tcpUrl)!;
    unix = { path: clamd.socketPath };
  }, 60_000);
  afterAll(async () => clamd?.stop());

  it('pings over TCP and over the unix socket', async () => {
    await expect(clamdPing(tcp, 2000)).resolves.toBeUndefined();
    await expect(clamdPing(unix, 2000)).resolves.toBeUndefined();
  });

  it('finds the EICAR string alone and inside a PDF, and passes clean bytes', async () => {
    expect(await clamdScan(unix, [EICAR], 5000)).toEqual({
      infected: true,
      signature: expect.stringMatching(/^Eicar-Test-Signature/),
    });
    const pdf = [Buffer.from('%PDF-1.7\n'), EICAR, Buffer.from('\n%%EOF\n')];
    expect((await clamdScan(tcp, pdf, 5000)).infected).toBe(true);
    expect(await clamdScan(tcp, [Buffer.from('%PDF-1.7\n% clean\n%%EOF\n')], 5000)).toEqual({
      infected: false,
    });
    expect(await clamdScan(tcp, [], 5000)).toEqual({ infected: false });
  });

  it('frames a large file in chunks: a signature across a chunk boundary is still found', async () => {
    // The client sends at most 1 MiB per chunk; the string straddles the first boundary.
    const before = Buffer.alloc(1024 * 1024 - 30, 0x41);
    const after = Buffer.alloc(2 * 1024 * 1024, 0x42);
    expect((await clamdScan(tcp, [Buffer.concat([before, EICAR, after])], 10_000)).infected).toBe(true);
    expect((await clamdScan(tcp, [before, after], 10_000)).infected).toBe(false);
  });

  it('reports clamd’s own refusal (a stream over StreamMaxLength) as no verdict', async () => {
    const tooLong = Buffer.alloc(31 * 1024 * 1024, 0x43);
    const refused = clamdScan(tcp, [tooLong], 20_000);
    await expect(refused).rejects.toBeInstanceOf(ScannerUnavailableError);
    await expect(refused).rejects.toThrow(/size limit exceeded/);
  }, 30_000);
});

describe('no clamd to answer', () => {
  it('a closed port is no verdict', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    await expect(clamdScan({ host: '127.0.0.1', port }, [EICAR], 2000)).rejects.toThrow(
      /unavailable: ECONNREFUSED/,
    );
  });

  it('a server that accepts and never answers is no verdict once the time limit passes', async () => {
    const sockets: net.Socket[] = [];
    const server = net.createServer((socket) => {
      sockets.push(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const started = Date.now();
    await expect(clamdScan({ host: '127.0.0.1', port }, [EICAR], 300)).rejects.toThrow(
      /no reply within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('a server that hangs up without a reply is no verdict', async () => {
    const server = net.createServer((socket) => {
      socket.resume();
      socket.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await expect(clamdPing({ host: '127.0.0.1', port }, 2000)).rejects.toBeInstanceOf(
      ScannerUnavailableError,
    );
    await new Promise((resolve) => server.close(resolve));
  });
});

it.runIf(missing && process.env.CI === 'true')('CI installs clamd (.ci/run)', () => {
  expect.fail('clamd is missing: .ci/run installs clamav-daemon');
});
