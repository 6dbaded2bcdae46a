import type { MfaRequiredAnswer } from '@portal/domain';

import { postJson } from '../../lib/api-client';
import type { Session } from '../../lib/session';
import type { AuthFormValues } from './auth-form-values';
import type { AuthMode } from './auth-mode';

/**
 * What sign-in and sign-up answer: the session when the user is signed in, the second-factor
 * channels when a PIN or code is still due (§4), else nothing useful.
 */
export type AuthResult = (Partial<Session> & Partial<MfaRequiredAnswer>) | undefined;

/** POST /api/auth/sign-in | sign-up | password-reset with what each operation takes. */
export function submitAuth(mode: AuthMode, values: AuthFormValues): Promise<AuthResult> {
  switch (mode) {
    case 'login':
      return postJson('/auth/sign-in', { email: values.email, password: values.password });
    case 'signup':
      return postJson('/auth/sign-up', {
        email: values.email,
        password: values.password,
        terms: values.terms,
      });
    case 'reset':
      return postJson('/auth/password-reset', { email: values.email });
  }
}

/** POST /api/auth/verify-email/resend: sends the verification link again (202 whether or not it exists). */
export function resendVerification(email: string): Promise<void> {
  return postJson('/auth/verify-email/resend', { email });
}
