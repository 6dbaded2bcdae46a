import { lazy, Suspense } from 'react';

import { LoginPage } from './login-page';
import { PublicBackdrop } from './public-backdrop';
import { useUrlToken } from './use-url-token';

const NewPasswordDialog = lazy(() => import('./new-password-dialog'));

/** /password-reset asks for the email; with the emailed `?token=` it asks for the new password. */
export default function PasswordResetScreen() {
  const token = useUrlToken();
  if (!token) return <LoginPage mode="reset" />;
  return (
    <>
      <PublicBackdrop />
      <Suspense fallback={null}>
        <NewPasswordDialog token={token} />
      </Suspense>
    </>
  );
}
