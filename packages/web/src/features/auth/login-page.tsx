import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { clearLoginNotice, peekLoginNotice, type LoginNotice } from '../../lib/login-notice';
import type { AuthMode } from './auth-mode';
import type { AuthNotice } from './auth-notice';
import { LoginDialog } from './login-dialog';
import { PublicBackdrop } from './public-backdrop';

const NOTICE_TEXT: Record<LoginNotice, string> = {
  logged_out: 'messages.success.logged_out',
  inactivity: 'auth.notice.inactivity',
  password_changed: 'auth.notice.passwordChanged',
};

/** The notice stored for this visit to /login (§4: the inactivity flag), shown once. */
function useStoredNotice(): AuthNotice | null {
  const { t } = useTranslation();
  const [stored] = useState(peekLoginNotice);
  useEffect(() => clearLoginNotice(), []);
  if (!stored) return null;
  return { text: t(NOTICE_TEXT[stored]), severity: stored === 'inactivity' ? 'warning' : 'success' };
}

function PageDialog({ mode }: { mode: AuthMode }) {
  const navigate = useNavigate();
  const notice = useStoredNotice();
  return (
    <LoginDialog
      initialMode={mode}
      initialNotice={notice}
      lightBackdrop
      onSignedIn={() => navigate('/', { replace: true })}
    />
  );
}

/** /login, /signup and /password-reset: the login dialog over the brand's public backdrop. */
export function LoginPage({ mode }: { mode: AuthMode }) {
  // A new visit (e.g. after signing out while on /login) starts the dialog afresh.
  const { key } = useLocation();
  return (
    <>
      <PublicBackdrop />
      <PageDialog key={`${mode}-${key}`} mode={mode} />
    </>
  );
}

export const LoginScreen = () => <LoginPage mode="login" />;
export const SignupScreen = () => <LoginPage mode="signup" />;
