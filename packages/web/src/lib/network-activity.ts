let lastAt = 0;

/** Records that the server just saw an authenticated request (which slides the session's expiry). */
export function markNetworkActivity(now: number = Date.now()): void {
  lastAt = now;
}

/** When the server last saw a request from this tab (ms since the epoch; 0 = never). */
export function lastNetworkActivity(): number {
  return lastAt;
}
