/**
 * One hit for the usage tracker (§7), in the Matomo HTTP Tracking API's parameter names: a page view
 * (`url`, `action_name`) or an event (`url`, `e_c`, `e_a`), with the pseudonymous visitor `_id`, the
 * time `cdt` (Unix seconds) and the language `lang`. Never an e-mail, name, user id or address.
 */
export type TrackerHit = Record<string, string>;

/** Where consented usage goes besides our own activity log; none by default. */
export interface UsageTracker {
  /** Sends hits in one request; throws when the tracker did not take them (retried later). */
  send(hits: readonly TrackerHit[]): Promise<void>;
}

/** A tracker's refusal of the hits themselves (a 4xx other than 429): retrying cannot help. */
export class TrackerRejectedError extends Error {
  constructor(readonly status: number) {
    super(`usage tracker refused the hits: ${status}`);
  }
}
