import { COOKIE_LIFETIME_MONTHS } from '../constants';

/**
 * §2 public header: the channel switcher. A published page or post may name a channel (its
 * `channel` field); one with none belongs to every channel. The portal's channels are the names
 * its published pages and posts use. The chosen one is kept in the `channel` cookie for §9's month
 * and narrows the site map and the lists to that channel; "Reset channel" drops the cookie.
 */
export const SITE_CHANNEL_COOKIE = 'channel';

/** §9: the channel cookie lives one month (30 days), in seconds for max-age. */
export const SITE_CHANNEL_COOKIE_MAX_AGE_S = COOKIE_LIFETIME_MONTHS * 30 * 24 * 60 * 60;

/** The portal's channels: every channel named by the given items, once each, in name order. */
export function siteChannels(items: readonly { channel: string | null }[]): string[] {
  const names = new Set<string>();
  for (const item of items) if (item.channel) names.add(item.channel);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** The visitor's channel: the cookie's value when it is one of the portal's channels, else none. */
export function chosenChannel(cookie: string | undefined, channels: readonly string[]): string | null {
  return cookie !== undefined && channels.includes(cookie) ? cookie : null;
}

/** Whether an item shows under the chosen channel (no channel chosen, or none named: always). */
export function inChannel(item: { channel: string | null }, channel: string | null): boolean {
  return channel === null || item.channel === null || item.channel === channel;
}
