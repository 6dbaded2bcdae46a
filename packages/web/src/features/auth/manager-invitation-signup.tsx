import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { postJson } from '../../lib/api-client';
import { LoginPage } from './login-page';
import { PublicBackdrop } from './public-backdrop';
import { useUrlToken } from './use-url-token';

/**
 * Invite manager (§2): the link in the mail lands here with `?activation=`. The code leaves the
 * address bar at once; the invited address fills the sign-up form, which then signs the person up
 * as a professional of the inviting company. A used or expired link says so.
 */
export default function ManagerInvitationSignup() {
  const { t } = useTranslation();
  const token = useUrlToken('activation');
  const peek = useQuery({
    queryKey: ['manager-invitation', token],
    queryFn: () =>
      postJson<{ email: string; name: string; company: string }>('/auth/manager-invitation/peek', { token }),
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
  return (
    <LoginPage
      mode="signup"
      notice={{
        text: t('messages.success.manager_invitation_for', { company: peek.data.company }),
        severity: 'info',
      }}
      invitation={{ token, email: peek.data.email, acceptPath: '/auth/manager-invitation/accept' }}
    />
  );
}
