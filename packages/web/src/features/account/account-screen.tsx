import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useSession } from '../../lib/session';
import { ScreenTitle } from '../../ui/screen-title';
import { AccountInviteButton } from './account-invite-button';

/** Route `dashboard-portal-account`: the screen is built in a later change; for now its title and the Invite action. */
export default function AccountScreen() {
  const { t } = useTranslation();
  const { portal, account } = useParams();
  const { data: session } = useSession();
  const professional = session?.user.isProfessional || session?.user.isAdmin;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ScreenTitle title={t('screens.dashboard-portal-account')} />
      {professional && portal && (
        // Whether the client has signed in is not loaded yet: the server answers 409 with the reason.
        <AccountInviteButton portalId={portal} accountId={account} clientHasSignedIn={false} />
      )}
    </Stack>
  );
}
