import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side fetch must not reach unless allowed (SSRF, ASVS 1.3.6): loopback,
 * private (RFC 1918, unique-local), link-local (cloud metadata at 169.254.169.254), carrier-grade
 * NAT, unspecified, multicast and reserved ranges, in IPv4 and IPv6 (IPv4-mapped IPv6 included).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address no import may reach without an allow-list entry. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Thrown by the lookup below; the fetch turns it into 'errors.import_address_refused'. */
export class AddressRefusedError extends Error {
  constructor(readonly host: string) {
    super(`address refused: ${host}`);
    this.name = 'AddressRefusedError';
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that resolves the host and refuses it when any of its addresses is
 * private, unless the host name or that address is on the allow-list. The check runs on the
 * addresses the socket then connects to, so a DNS answer that changes between a check and the
 * connection (rebinding) cannot slip past.
 */
export function guardedLookup(allowedHosts: readonly string[]) {
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  return (hostname: string, options: object, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      const hostAllowed = allowed.has(hostname.toLowerCase());
      const refused = list.find(
        (entry) => isPrivateAddress(entry.address) && !hostAllowed && !allowed.has(entry.address),
      );
      if (refused || list.length === 0) return callback(new AddressRefusedError(hostname), []);
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
