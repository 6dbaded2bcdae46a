import { createHmac } from 'node:crypto';
import type { TrackerHit } from './usage-tracker';

/** Matomo's visitor id: 16 hexadecimal characters. */
const VISITOR_ID_LENGTH = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Matomo keeps URLs to 1024 characters; ours are far shorter once ids are gone. */
const PATH_MAX = 500;

const hmac16 = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest('hex').slice(0, VISITOR_ID_LENGTH);

/** A signed-in visitor's pseudonymous id: stable, but not the user id nor derivable from it without our key. */
export function userVisitorId(key: Buffer, userId: string): string {
  return hmac16(key, `user:${userId}`);
}

/**
 * A guest's pseudonymous id: the day, the address truncated (IPv4 to /24, IPv6 to /48) and the
 * browser hashed with our key; it changes every day and the address never leaves the server.
 */
export function guestVisitorId(key: Buffer, ip: string, userAgent: string, at: Date): string {
  return hmac16(key, `guest:${at.toISOString().slice(0, 10)}|${truncatedIp(ip)}|${userAgent.slice(0, 300)}`);
}

export function truncatedIp(ip: string): string {
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0`;
  return `${ip.split(':').slice(0, 3).join(':')}::`;
}

/**
 * A page's path as the tracker sees it: no query, and every id segment (a uuid or a long number:
 * an account, a document) as `:id`, so reports group pages and no record id leaves the portal.
 */
export function trackedPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare
    .split('/')
    .map((segment) => (UUID.test(segment) || /^\d{4,}$/.test(segment) ? ':id' : segment))
    .join('/')
    .slice(0, PATH_MAX);
}

interface HitBase {
  publicUrl: string;
  visitorId: string;
  at: Date;
  lang: string | null;
}

const base = (hit: HitBase, path: string): TrackerHit => ({
  url: new URL(trackedPath(path), hit.publicUrl).toString(),
  _id: hit.visitorId,
  cdt: String(Math.floor(hit.at.getTime() / 1000)),
  ...(hit.lang ? { lang: hit.lang } : {}),
});

export function pageViewHit(hit: HitBase & { path: string; title: string }): TrackerHit {
  return { ...base(hit, hit.path), action_name: hit.title.slice(0, 200) };
}

export function eventHit(hit: HitBase & { path: string; category: string; action: string }): TrackerHit {
  return { ...base(hit, hit.path), e_c: hit.category.slice(0, 100), e_a: hit.action.slice(0, 100) };
}
