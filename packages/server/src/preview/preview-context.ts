import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is looking during a preview request, for code that only sees a user id (the activity log). */
export interface PreviewContext {
  /** The professional looking. */
  byUserId: string;
  /** The client whose portal is shown (the request's viewer). */
  clientUserId: string;
  portalId: string;
  accountId: string;
}

const store = new AsyncLocalStorage<PreviewContext>();

/**
 * Runs the rest of a request inside a preview. Called from a callback-style onRequest hook with
 * Fastify's `done`, so every later hook and the handler see the context (as @fastify/request-context
 * does).
 */
export function runInPreview(context: PreviewContext, next: () => void): void {
  store.run(context, next);
}

/** The preview the current request is part of, or null. */
export function activePreview(): PreviewContext | null {
  return store.getStore() ?? null;
}
