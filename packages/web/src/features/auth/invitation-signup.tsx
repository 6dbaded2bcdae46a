import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { peekInvitation } from './auth-api';
import { LoginPage } from './login-page';
import { PublicBackdrop } from './public-backdrop';
import { useUrlToken } from './use-url-token';

/**
 * §4 invitation: the link in the client's mail lands here with `?invite=`. The token leaves the
 * address bar at once; the invited address fills the sign-up form, which then accepts the
 * invitation. A used or expired link says so and leaves an ordinary sign-up form.
 */
export default function InvitationSignup() {
  const { t } = useTranslation();
  const token = useUrlToken('invite');
  const peek = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => peekInvitation(token ?? ''),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });
  if (token && peek.isPending) return <PublicBackdrop />;
  if (!token || peek.isError || !peek.data) {
    return (
      <LoginPage mode="signup" notice={{ text: t('messages.errors.invalid_token'), severity: 'error' }} />
    );
  }
  return <LoginPage mode="signup" invitation={{ token, email: peek.data.email }} />;
}
