import net from 'node:net';
import type { ClamdAddress } from './clamd-address';

/** What clamd said about a file. */
export type ScanVerdict = { infected: false } | { infected: true; signature: string };

/** clamd could not give a verdict: unreachable, too slow, or it answered with an error. */
export class ScannerUnavailableError extends Error {
  constructor(reason: string) {
    super(`virus scanner unavailable: ${reason}`);
    this.name = 'ScannerUnavailableError';
  }
}

/** clamd reads a stream in chunks; a bounded size keeps each write small. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * One command on a fresh connection (clamd's `z` commands end with a NUL byte and so does the
 * reply); resolves with the reply without its terminator. A reply that came before the connection
 * broke is still the reply: clamd answers "size limit exceeded" and closes while data is in flight.
 */
function exchange(address: ClamdAddress, timeoutMs: number, payload: Buffer[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    const received: Buffer[] = [];
    let settled = false;
    const finish = (problem?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const reply = Buffer.concat(received).toString('utf8');
      const end = reply.indexOf('\0');
      if (end >= 0) resolve(reply.slice(0, end).trim());
      else if (!problem && reply.trim()) resolve(reply.trim());
      else reject(new ScannerUnavailableError(problem ?? 'the connection closed without a reply'));
    };
    const timer = setTimeout(() => finish(`no reply within ${timeoutMs} ms`), timeoutMs);
    socket.on('data', (data: Buffer) => {
      received.push(data);
      if (data.includes(0)) finish();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    socket.on('close', () => finish());
    socket.on('connect', () => {
      for (const part of payload) socket.write(part);
    });
  });
}

function lengthPrefix(length: number): Buffer {
  const prefix = Buffer.alloc(4);
  prefix.writeUInt32BE(length);
  return prefix;
}

/** clamd answers PING with PONG when it is up and has its signatures loaded. */
export async function clamdPing(address: ClamdAddress, timeoutMs: number): Promise<void> {
  const reply = await exchange(address, timeoutMs, [Buffer.from('zPING\0')]);
  if (reply !== 'PONG') throw new ScannerUnavailableError(`unexpected reply to PING: ${reply.slice(0, 200)}`);
}

/**
 * Scans bytes with clamd's INSTREAM command: `zINSTREAM\0`, then chunks each preceded by its length
 * (4 bytes, big-endian), then a zero length. clamd answers `stream: OK`, `stream: {signature} FOUND`
 * or a line ending in ERROR (e.g. the stream is over its StreamMaxLength).
 */
export async function clamdScan(
  address: ClamdAddress,
  content: readonly Buffer[],
  timeoutMs: number,
): Promise<ScanVerdict> {
  const payload: Buffer[] = [Buffer.from('zINSTREAM\0')];
  for (const buffer of content) {
    for (let start = 0; start < buffer.byteLength; start += CHUNK_BYTES) {
      const chunk = buffer.subarray(start, start + CHUNK_BYTES);
      payload.push(lengthPrefix(chunk.byteLength), chunk);
    }
  }
  payload.push(lengthPrefix(0));
  const reply = await exchange(address, timeoutMs, payload);
  if (reply === 'stream: OK') return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(reply);
  if (found) return { infected: true, signature: found[1]! };
  throw new ScannerUnavailableError(`clamd answered: ${reply.slice(0, 200)}`);
}
