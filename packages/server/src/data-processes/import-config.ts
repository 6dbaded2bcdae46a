import { z } from 'zod';

/**
 * DATA_IMPORT_ALLOWED_HOSTS: host names or IP addresses that a data process step may fetch even
 * though they resolve to a private, loopback or link-local address (an in-house custodian feed,
 * tests on 127.0.0.1). Comma-separated; unset = none, so only public addresses are fetched (SSRF,
 * ASVS 1.3.6). DATA_IMPORT_TIMEOUT_MS bounds each fetch.
 */
const importEnvSchema = z.object({
  DATA_IMPORT_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((host) =>
          host
            .trim()
            .toLowerCase()
            .replace(/^\[|\]$/g, ''),
        )
        .filter(Boolean),
    ),
  DATA_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export interface ImportConfig {
  allowedHosts: readonly string[];
  timeoutMs: number;
  /** Largest answer read from a source, in bytes. */
  maxBytes: number;
}

/** The import settings from the environment; a bad value stops start-up with its name. */
export function importConfigFrom(env: NodeJS.ProcessEnv = process.env): ImportConfig {
  const parsed = importEnvSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid data import settings: ${names}`);
  }
  return {
    allowedHosts: parsed.data.DATA_IMPORT_ALLOWED_HOSTS,
    timeoutMs: parsed.data.DATA_IMPORT_TIMEOUT_MS,
    maxBytes: 5 * 1024 * 1024,
  };
}
