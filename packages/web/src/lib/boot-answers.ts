/**
 * The GET answers the server put in a signed-in page for its first screen (server
 * web/boot-answers.ts), keyed by the path under /api. Each is taken once, by the first request for
 * that path made soon after the page loaded: a later one (a refetch, a screen opened minutes later)
 * asks the server, so nothing older than the page's first moments is ever shown as fresh.
 */
let answers = new Map<string, unknown>();
let loadedAt = 0;
/** How long after the page's start its answers still stand in for a request. */
export const BOOT_ANSWERS_TTL_MS = 15_000;

export function setBootAnswers(given: Record<string, unknown> | undefined, now = Date.now()): void {
  answers = new Map(Object.entries(given ?? {}));
  loadedAt = now;
}

/** The page's answer to `GET /api{path}`, once; undefined when it has none (or no longer). */
export function takeBootAnswer(path: string, now = Date.now()): unknown {
  if (!answers.has(path)) return undefined;
  const answer = answers.get(path);
  answers.delete(path);
  return now - loadedAt <= BOOT_ANSWERS_TTL_MS ? answer : undefined;
}

/** The landing path in the page's GET /api/me/entry answer, without taking it. */
export function bootEntryPath(given: Record<string, unknown> | undefined): string | undefined {
  const path = (given?.['/me/entry'] as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}
