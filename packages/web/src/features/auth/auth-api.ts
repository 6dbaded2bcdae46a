import { postJson } from '../../lib/api-client';
import type { AuthFormValues } from './auth-form-values';
import type { AuthMode } from './auth-mode';

/** POST /api/auth/sign-in | sign-up | password-reset with what each operation takes. */
export function submitAuth(mode: AuthMode, values: AuthFormValues): Promise<unknown> {
  switch (mode) {
    case 'login':
      return postJson('/auth/sign-in', { email: values.email, password: values.password });
    case 'signup':
      // `terms` is the domain signupSchema's field; `acceptTerms` the name the auth API was announced with.
      return postJson('/auth/sign-up', {
        email: values.email,
        password: values.password,
        terms: values.terms,
        acceptTerms: values.terms,
      });
    case 'reset':
      return postJson('/auth/password-reset', { email: values.email });
  }
}
