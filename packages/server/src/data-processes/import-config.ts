import type { Config } from '../config';

/** What a data designer step may fetch (SSRF guard), how long it may take and how much it may read. */
export interface ImportConfig {
  /** DATA_IMPORT_ALLOWED_HOSTS: names or addresses allowed although private (see address-guard). */
  allowedHosts: readonly string[];
  timeoutMs: number;
  /** Largest answer read from a source, in bytes. */
  maxBytes: number;
}

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The import settings of the server's configuration. */
export function importConfigOf(config: Pick<Config, 'dataImport'>): ImportConfig {
  return { ...config.dataImport, maxBytes: IMPORT_MAX_BYTES };
}
