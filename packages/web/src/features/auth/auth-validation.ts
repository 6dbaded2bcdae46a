import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, passwordResetSchema, signupSchema } from '@portal/domain';
import type { Resolver } from 'react-hook-form';

import type { AuthFormValues } from './auth-form-values';
import type { AuthMode } from './auth-mode';

// The same schemas the server validates with (§5); their messages are domain message keys.
const resolvers = {
  login: zodResolver(loginSchema),
  signup: zodResolver(signupSchema),
  reset: zodResolver(passwordResetSchema),
} as unknown as Record<AuthMode, Resolver<AuthFormValues>>;

/**
 * The fields each mode sends. The form holds all three modes' fields, and the schemas refuse a key
 * they do not declare (issue 16), so each is checked with its own fields only.
 */
const FIELDS: Record<AuthMode, readonly (keyof AuthFormValues)[]> = {
  login: ['email', 'password'],
  signup: ['email', 'password', 'terms'],
  reset: ['email'],
};

export function resolverFor(mode: AuthMode): Resolver<AuthFormValues> {
  return async (values, context, options) => {
    const own = Object.fromEntries(
      FIELDS[mode].map((name) => [name, values[name]]),
    ) as unknown as AuthFormValues;
    const result = await resolvers[mode](own, context, options);
    // The other modes' fields keep their values (switching mode keeps what was typed).
    if (Object.keys(result.errors).length > 0) return result;
    return { values: { ...values, ...result.values }, errors: {} };
  };
}
