import type { Resolver } from 'react-hook-form';

import type { AuthFormValues } from './auth-form-values';
import type { AuthMode } from './auth-mode';
import type * as AuthValidation from './auth-validation';

type Validation = typeof AuthValidation;
let validation: Promise<Validation> | null = null;

/**
 * Loads the validation code (zod and the domain schemas). It is only needed once the visitor
 * interacts with the form, so /login paints without it; the form calls this on the first key press or click.
 */
export function loadAuthValidation(): Promise<Validation> {
  validation ??= import('./auth-validation');
  return validation;
}

/** The banner for errors and notices, likewise loaded once needed. */
export function loadBanner() {
  return import('./auth-banner');
}

/** The calls to the auth API, loaded with the first interaction. */
export function loadAuthApi() {
  return import('./auth-api');
}

/** Everything the form needs once the visitor starts using it. */
export function preloadFormCode(): void {
  void loadAuthValidation();
  void loadBanner();
  void loadAuthApi();
}

/** A react-hook-form resolver that validates with the domain schema of `mode`, loaded on demand. */
export function lazyAuthResolver(mode: AuthMode): Resolver<AuthFormValues> {
  return async (values, context, options) => {
    const { resolverFor } = await loadAuthValidation();
    return resolverFor(mode)(values, context, options);
  };
}
