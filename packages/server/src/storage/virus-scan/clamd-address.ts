/** Where clamd listens: a TCP host and port, or a unix socket path. */
export type ClamdAddress = { host: string; port: number } | { path: string };

/**
 * Reads CLAMAV_URL: `tcp://host:3310`, `unix:///run/clamav/clamd.ctl` or a bare absolute socket
 * path. Returns undefined for anything else, so the configuration can name the variable in its error.
 */
export function parseClamdAddress(value: string): ClamdAddress | undefined {
  const text = value.trim();
  if (text.startsWith('/')) return { path: text };
  if (text.startsWith('unix://')) {
    const socketPath = text.slice('unix://'.length);
    return socketPath.startsWith('/') ? { path: socketPath } : undefined;
  }
  if (!text.startsWith('tcp://')) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const port = Number(url.port);
  if (!url.hostname || !Number.isInteger(port) || port < 1 || (url.pathname !== '' && url.pathname !== '/'))
    return undefined;
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port };
}

/** For logs: where the scanner was asked. */
export function describeClamdAddress(address: ClamdAddress): string {
  return 'path' in address ? `unix:${address.path}` : `tcp://${address.host}:${address.port}`;
}
