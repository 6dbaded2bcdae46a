import { EngineError } from './core/errors';

/** The EngineError `fn` throws (tests only); fails when it throws nothing or something else. */
export function engineErrorOf(fn: () => unknown): EngineError {
  try {
    fn();
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error('expected an EngineError');
}
