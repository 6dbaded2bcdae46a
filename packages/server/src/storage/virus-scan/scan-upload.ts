import { Readable } from 'node:stream';
import { AppError } from '../../http/errors';
import { ScannerUnavailableError } from './clamd-client';
import type { VirusScanner } from './virus-scanner';

export const infectedFile = () => new AppError(422, 'infected_file', 'errors.infected_file');
export const scannerUnavailable = () =>
  new AppError(503, 'virus_scan_unavailable', 'errors.virus_scan_unavailable');

async function check(scanner: VirusScanner, content: readonly Buffer[]): Promise<void> {
  let verdict;
  try {
    verdict = await scanner.scan(content);
  } catch (error) {
    // Scanning is configured, so an unscanned file is never stored: refuse, the caller retries.
    if (error instanceof ScannerUnavailableError) throw scannerUnavailable();
    throw error;
  }
  if (verdict.infected) throw infectedFile();
}

/**
 * Every upload path calls this with the file's bytes before anything is stored (decision 68): with
 * no scanner configured the bytes pass unchanged; otherwise the whole file is read, scanned by
 * clamd, and given back only when clean. Infected: 422 infected_file. No verdict: 503
 * virus_scan_unavailable. A stream's own error (over the size limit, not a PDF) is thrown as it is.
 */
export async function scanUpload(scanner: VirusScanner | undefined, body: Buffer): Promise<Buffer>;
export async function scanUpload(scanner: VirusScanner | undefined, body: Readable): Promise<Readable>;
export async function scanUpload(
  scanner: VirusScanner | undefined,
  body: Buffer | Readable,
): Promise<Buffer | Readable> {
  if (!scanner) return body;
  if (Buffer.isBuffer(body)) {
    await check(scanner, [body]);
    return body;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  await check(scanner, chunks);
  return Readable.from(chunks, { objectMode: false });
}
