import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MFA_CHANNELS, type MfaChannel } from '@portal/domain/enums/mfa-channels';

import { clearLoginNotice, peekLoginNotice, type LoginNotice } from '../../lib/login-notice';
import type { InvitationContext } from './auth-form-values';
import type { AuthMode } from './auth-mode';
import type { AuthNotice } from './auth-notice';
import { LoginDialog } from './login-dialog';
import { PublicBackdrop } from './public-backdrop';

const NOTICE_TEXT: Record<LoginNotice, string> = {
  logged_out: 'messages.success.logged_out',
  inactivity: 'auth.notice.inactivity',
  password_changed: 'auth.notice.passwordChanged',
};

/** Why an e-ID sign-in came back to /login (`?eid=`, set by the server's OIDC callback). */
const EID_NOTICE: Record<string, string> = {
  unavailable: 'auth.eid.unavailable',
  failed: 'auth.eid.failed',
  eid_not_allowed: 'auth.eid.notAllowed',
  account_disabled: 'messages.errors.account_disabled',
};

/** Why a Google or Microsoft sign-in came back to /login (`?sso=`, set by the server's callback). */
const SSO_NOTICE: Record<string, string> = {
  unavailable: 'auth.sso.unavailable',
  failed: 'auth.sso.failed',
  email_unverified: 'auth.sso.emailUnverified',
  no_account: 'auth.sso.noAccount',
  signup_unverified: 'auth.sso.signupUnverified',
  account_disabled: 'messages.errors.account_disabled',
};

/** The notice stored for this visit to /login (§4: the inactivity flag), shown once. */
function useStoredNotice(): AuthNotice | null {
  const { t } = useTranslation();
  const [stored] = useState(peekLoginNotice);
  const [query] = useState(() => new URLSearchParams(window.location.search));
  useEffect(() => clearLoginNotice(), []);
  const eid = query.get('eid');
  const sso = query.get('sso');
  const eidKey = eid ? EID_NOTICE[eid] : undefined;
  if (eidKey) return { text: t(eidKey), severity: 'error' };
  const ssoKey = sso ? SSO_NOTICE[sso] : undefined;
  if (ssoKey) return { text: t(ssoKey), severity: 'error' };
  if (!stored) return null;
  return { text: t(NOTICE_TEXT[stored]), severity: stored === 'inactivity' ? 'warning' : 'success' };
}

const InvitationSignup = lazy(() => import('./invitation-signup'));
const ManagerInvitationSignup = lazy(() => import('./manager-invitation-signup'));

interface PageDialogProps {
  mode: AuthMode;
  invitation?: InvitationContext | undefined;
  /** A notice that replaces the stored one (e.g. an invitation link that no longer works). */
  notice?: AuthNotice | null;
}

/**
 * A Google or Microsoft sign-in whose second factor is due comes back as `?sso=mfa&channels=…`:
 * the dialog opens at the PIN step (the session cookie is already set, at that step).
 */
function ssoMfaChannels(): MfaChannel[] | undefined {
  const query = new URLSearchParams(window.location.search);
  if (query.get('sso') !== 'mfa') return undefined;
  const given = (query.get('channels') ?? '').split(',');
  return MFA_CHANNELS.filter((channel) => given.includes(channel));
}

function PageDialog({ mode, invitation, notice: given }: PageDialogProps) {
  const navigate = useNavigate();
  const stored = useStoredNotice();
  const [mfaChannels] = useState(ssoMfaChannels);
  const notice = given ?? stored;
  return (
    <LoginDialog
      initialMode={mode}
      initialNotice={notice}
      {...(mfaChannels ? { initialMfaChannels: mfaChannels } : {})}
      {...(invitation ? { invitation } : {})}
      lightBackdrop
      onSignedIn={() => navigate('/', { replace: true })}
    />
  );
}

/** /login, /signup and /password-reset: the login dialog over the brand's public backdrop. */
export function LoginPage({ mode, ...rest }: PageDialogProps) {
  // A new visit (e.g. after signing out while on /login) starts the dialog afresh.
  const { key } = useLocation();
  return (
    <>
      <PublicBackdrop />
      <PageDialog key={`${mode}-${key}`} mode={mode} {...rest} />
    </>
  );
}

export const LoginScreen = () => <LoginPage mode="login" />;

/**
 * /signup, or with `?invite=` from a client's invitation mail (or `?activation=` from a manager's),
 * signup through that invitation.
 */
export function SignupScreen() {
  const [invited] = useState(() => {
    const query = new URLSearchParams(window.location.search);
    return query.has('invite') ? 'client' : query.has('activation') ? 'manager' : null;
  });
  if (!invited) return <LoginPage mode="signup" />;
  return (
    <Suspense fallback={<PublicBackdrop />}>
      {invited === 'client' ? <InvitationSignup /> : <ManagerInvitationSignup />}
    </Suspense>
  );
}
