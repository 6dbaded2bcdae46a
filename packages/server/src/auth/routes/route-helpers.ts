import type { FastifyReply } from 'fastify';
import { RateLimitedError } from '../rate-limit/rate-limited-error';

/** Runs an operation; a rate-limit refusal leaves a Retry-After header on the 429. */
export async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
