import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { deleteJson, refusalText } from '../../../lib/api-client';
import { notify } from '../../../ui/notify';

/** §2: phones only (below 600 px), as the spec places it. */
const PHONE_QUERY = '(max-width:599.98px)';

/**
 * The users form's Logout (§2, on phones): ends every session of that user through the admin
 * end-sessions route (DELETE /api/admin/users/{id}/sessions) and says how many were ended.
 */
export function LogoutUserButton({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const [busy, setBusy] = useState(false);
  if (!phone) return null;
  return (
    <Button
      color="warning"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { ended } = await deleteJson<{ ended: number }>(`/admin/users/${userId}/sessions`);
          notify(t('admin.form.loggedOut', { count: ended }));
        } catch (error) {
          notify(refusalText(error, t('admin.form.failed')), 'error');
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('admin.form.logout')}
    </Button>
  );
}
