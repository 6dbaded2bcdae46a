/**
 * A small in-process cache of a slow-moving third-party answer per key (a fund's quote, its
 * factsheets): a good answer is reused for ttlMs, concurrent reads of one key share one request,
 * and a failure is not kept (the next read asks again). At most maxEntries keys; the oldest goes.
 */
export function ttlCache<T>(ttlMs: number, maxEntries = 2000) {
  const good = new Map<string, { at: number; value: T }>();
  const inFlight = new Map<string, Promise<T>>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = good.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return Promise.resolve(hit.value);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = load()
        .then((value) => {
          if (ttlMs > 0) {
            good.delete(key);
            good.set(key, { at: Date.now(), value });
            if (good.size > maxEntries) good.delete(good.keys().next().value!);
          }
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}
