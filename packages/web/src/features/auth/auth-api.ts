import type { MfaRequiredAnswer } from '@portal/domain';

import { postJson } from '../../lib/api-client';
import type { Session } from '../../lib/session';
import type { AuthFormValues, InvitationContext } from './auth-form-values';
import type { AuthMode } from './auth-mode';

/**
 * What sign-in and sign-up answer: the session when the user is signed in, the second-factor
 * channels when a PIN or code is still due (§4), else nothing useful.
 */
export type AuthResult = (Partial<Session> & Partial<MfaRequiredAnswer>) | undefined;

/**
 * POST /api/auth/sign-in | sign-up | password-reset with what each operation takes; a sign-up
 * through an invitation accepts it instead (the server takes the address from the invitation).
 */
export function submitAuth(
  mode: AuthMode,
  values: AuthFormValues,
  invitation?: InvitationContext,
): Promise<AuthResult> {
  if (mode === 'signup' && invitation) {
    return postJson(invitation.acceptPath ?? '/auth/invitation/accept', {
      token: invitation.token,
      password: values.password,
      terms: values.terms,
    });
  }
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

/** POST /api/auth/invitation/peek: the invited address, without using the link. */
export function peekInvitation(token: string): Promise<{ email: string }> {
  return postJson('/auth/invitation/peek', { token });
}
