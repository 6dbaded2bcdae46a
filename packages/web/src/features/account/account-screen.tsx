import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { apiFetch } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { ScreenTitle } from '../../ui/screen-title';
import { AccountInviteButton } from './account-invite-button';

interface AccountSummary {
  id: string;
  name: string;
  clientHasSignedIn: boolean;
}

/** Route `dashboard-portal-account`: the screen is built in a later change; for now its title and the Invite action. */
export default function AccountScreen() {
  const { t } = useTranslation();
  const { portal, account } = useParams();
  const { data: session } = useSession();
  const professional = session?.user.isProfessional || session?.user.isAdmin;
  const summary = useQuery({
    queryKey: ['portals', portal, 'accounts', account],
    queryFn: () =>
      apiFetch<AccountSummary>(
        `/portals/${encodeURIComponent(portal ?? '')}/accounts/${encodeURIComponent(account ?? '')}`,
      ),
    enabled: !!portal && !!account,
  });
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ScreenTitle title={summary.data?.name ?? t('screens.dashboard-portal-account')} />
      {professional && portal && (
        <AccountInviteButton
          portalId={portal}
          accountId={summary.data?.id}
          clientHasSignedIn={summary.data?.clientHasSignedIn ?? true}
        />
      )}
    </Stack>
  );
}
