import { useSearchParams } from 'react-router';

import { isAuthMode } from './auth-mode';
import { LoginDialog } from './login-dialog';

/** `?action=login|signup|reset` on any page opens the login dialog over that page. */
export default function AuthActionDialog() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  if (!isAuthMode(action)) return null;
  const close = () =>
    setParams(
      (current) => {
        current.delete('action');
        return current;
      },
      { replace: true },
    );
  return <LoginDialog key={action} initialMode={action} onSignedIn={close} />;
}
