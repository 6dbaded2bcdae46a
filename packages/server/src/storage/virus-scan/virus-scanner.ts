import type { FastifyBaseLogger } from 'fastify';
import { describeClamdAddress, type ClamdAddress } from './clamd-address';
import { clamdScan, ScannerUnavailableError, type ScanVerdict } from './clamd-client';

/** CLAMAV_URL and CLAMAV_TIMEOUT_MS, read by the configuration. */
export interface ClamavSettings {
  address: ClamdAddress;
  /** Connect, send and wait for the verdict: beyond this the scan has failed. */
  timeoutMs: number;
}

/** Gives a verdict on a file's bytes; throws ScannerUnavailableError when it cannot. */
export interface VirusScanner {
  scan(content: readonly Buffer[]): Promise<ScanVerdict>;
}

/**
 * The clamd scanner. It logs what it found and why it failed (the signature, the size and the
 * reason; never the file's name or bytes), since the caller only sees a 422 or a 503.
 */
export function createClamdScanner(settings: ClamavSettings, log?: FastifyBaseLogger): VirusScanner {
  const where = describeClamdAddress(settings.address);
  return {
    async scan(content) {
      const bytes = content.reduce((sum, buffer) => sum + buffer.byteLength, 0);
      try {
        const verdict = await clamdScan(settings.address, content, settings.timeoutMs);
        if (verdict.infected)
          log?.warn({ signature: verdict.signature, bytes }, 'upload refused: malware found');
        return verdict;
      } catch (error) {
        if (error instanceof ScannerUnavailableError)
          log?.error({ scanner: where, reason: error.message, bytes }, 'virus scan failed');
        throw error;
      }
    },
  };
}

/** The configured scanner, or undefined when CLAMAV_URL is not set (uploads are not scanned). */
export function virusScannerFromConfig(
  config: { clamav: ClamavSettings | undefined },
  log?: FastifyBaseLogger,
): VirusScanner | undefined {
  return config.clamav ? createClamdScanner(config.clamav, log) : undefined;
}
