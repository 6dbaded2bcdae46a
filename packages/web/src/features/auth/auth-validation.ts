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

export function resolverFor(mode: AuthMode): Resolver<AuthFormValues> {
  return resolvers[mode];
}
