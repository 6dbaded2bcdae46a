import { AppError } from '../../http/errors';

/** 429 that carries how long to wait; the auth routes turn it into a Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_requests', 'errors.too_many_requests');
  }
}
