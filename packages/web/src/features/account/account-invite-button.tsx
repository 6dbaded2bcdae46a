import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError, postJson } from '../../lib/api-client';
import { notify } from '../../ui/notify';

interface AccountInviteButtonProps {
  portalId: string;
  /** Undefined until the account is saved (§4: the button is disabled until then). */
  accountId: string | undefined;
  /** §4: only a client who has never signed in can be invited. */
  clientHasSignedIn: boolean;
}

/** §4 client invitation: mails the account's client a sign-up link (§7 inviteClient). */
export function AccountInviteButton({ portalId, accountId, clientHasSignedIn }: AccountInviteButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function invite() {
    if (!accountId) return;
    setBusy(true);
    try {
      const result = await postJson<{ message: string }>(
        `/portals/${encodeURIComponent(portalId)}/accounts/${encodeURIComponent(accountId)}/invite`,
        {},
      );
      notify(result.message);
    } catch (error) {
      notify(error instanceof ApiError ? error.message : t('messages.errors.technical'), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="outlined"
      disabled={!accountId || clientHasSignedIn || busy}
      onClick={() => void invite()}
    >
      {busy ? t('auth.pleaseWait') : t('invitations.invite')}
    </Button>
  );
}
