import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clamdPing } from '../clamd-client';

/**
 * The EICAR anti-virus test file (68 bytes), kept encoded so that this source file is not itself
 * reported by a virus scanner that reads the repository.
 */
export const EICAR = Buffer.from(
  'WDVPIVAlQEFQWzRcUFpYNTQoUF4pN0NDKTd9JEVJQ0FSLVNUQU5EQVJELUFOVElWSVJVUy1URVNULUZJTEUhJEgrSCo=',
  'base64',
);

/** Debian's clamd (package clamav-daemon), or undefined when it is not installed. */
export function clamdBinary(): string | undefined {
  const candidates = [
    process.env.CLAMD_PATH,
    '/usr/sbin/clamd',
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'clamd')),
  ];
  return candidates.find((file): file is string => !!file && fs.existsSync(file));
}

export interface ClamdProcess {
  /** CLAMAV_URL of its TCP socket. */
  tcpUrl: string;
  /** Its unix socket. */
  socketPath: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A real clamd in the foreground, on a free TCP port and a unix socket in a temporary folder, with
 * a signature database of one line: an extended (.ndb) body signature that finds the EICAR string
 * anywhere in any file (no signature download is possible here, nor needed). Resolves once clamd
 * answers PING with PONG.
 */
export async function startClamd(): Promise<ClamdProcess> {
  const binary = clamdBinary();
  if (!binary) throw new Error('clamd is not installed (apt-get install clamav-daemon)');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'clamd-test-'));
  const socketPath = path.join(dir, 'clamd.sock');
  const port = await freePort();
  await fs.promises.mkdir(path.join(dir, 'db'));
  await fs.promises.mkdir(path.join(dir, 'tmp'));
  // MalwareName:TargetType(0 = any file):Offset(* = anywhere):HexSignature
  await writeFile(path.join(dir, 'db', 'eicar.ndb'), `Eicar-Test-Signature:0:*:${EICAR.toString('hex')}\n`);
  const config = [
    'Foreground yes',
    `LocalSocket ${socketPath}`,
    `TCPSocket ${port}`,
    'TCPAddr 127.0.0.1',
    `DatabaseDirectory ${path.join(dir, 'db')}`,
    `TemporaryDirectory ${path.join(dir, 'tmp')}`,
    `PidFile ${path.join(dir, 'clamd.pid')}`,
    // Above the largest upload (the library's 25 MB), as a deployment must set it.
    'StreamMaxLength 30M',
  ];
  await writeFile(path.join(dir, 'clamd.conf'), `${config.join('\n')}\n`);

  const child: ChildProcess = spawn(binary, ['-c', path.join(dir, 'clamd.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (data: Buffer) => (output = (output + data.toString()).slice(-4000)));
  child.stderr?.on('data', (data: Buffer) => (output = (output + data.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (running) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!running) {
      await stop();
      throw new Error(`clamd exited at start:\n${output}`);
    }
    try {
      await clamdPing({ path: socketPath }, 1000);
      return { tcpUrl: `tcp://127.0.0.1:${port}`, socketPath, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`clamd did not answer PING within 30 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
