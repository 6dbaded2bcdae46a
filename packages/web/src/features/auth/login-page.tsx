import { useNavigate } from 'react-router';

import type { AuthMode } from './auth-mode';
import { LoginDialog } from './login-dialog';
import { PublicBackdrop } from './public-backdrop';

/** /login, /signup and /password-reset: the login dialog over the brand's public backdrop. */
export function LoginPage({ mode }: { mode: AuthMode }) {
  const navigate = useNavigate();
  return (
    <>
      <PublicBackdrop />
      <LoginDialog
        key={mode}
        initialMode={mode}
        lightBackdrop
        onSignedIn={() => navigate('/', { replace: true })}
      />
    </>
  );
}

export const LoginScreen = () => <LoginPage mode="login" />;
export const SignupScreen = () => <LoginPage mode="signup" />;
export const PasswordResetScreen = () => <LoginPage mode="reset" />;
