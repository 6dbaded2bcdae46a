import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/notify';
import { SendUserEmailDialog } from './send-user-email-dialog';
import { setUserEmailVerified } from './user-email-api';

type Open = null | 'send' | 'verified' | 'unverified';

/**
 * The users form's e-mail actions (§7 sendEmail, verifyEmail): send the user a mail, or mark their
 * address verified or not, each after a dialog that asks first.
 */
export function UserEmailActions({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const choose = (next: Open) => {
    setAnchor(null);
    setOpen(next);
  };
  const confirmVerification = async () => {
    const verified = open === 'verified';
    setBusy(true);
    try {
      await setUserEmailVerified(userId, verified);
      notify(t(verified ? 'admin.form.verifiedSaved' : 'admin.form.unverifiedSaved'));
      setOpen(null);
    } catch (error) {
      notify(refusalText(error, t('admin.form.failed')), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('admin.form.emailActions')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('send')}>{t('admin.form.sendEmail')}</MenuItem>
        <MenuItem onClick={() => choose('verified')}>{t('admin.form.markVerified')}</MenuItem>
        <MenuItem onClick={() => choose('unverified')}>{t('admin.form.markUnverified')}</MenuItem>
      </Menu>
      <SendUserEmailDialog userId={userId} name={name} open={open === 'send'} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={open === 'verified' || open === 'unverified'}
        title={t(open === 'unverified' ? 'admin.form.markUnverified' : 'admin.form.markVerified')}
        text={t(open === 'unverified' ? 'admin.form.confirmUnverified' : 'admin.form.confirmVerified', {
          name,
        })}
        confirmLabel={t(open === 'unverified' ? 'admin.form.markUnverified' : 'admin.form.markVerified')}
        cancelLabel={t('admin.form.cancel')}
        busy={busy}
        onConfirm={() => void confirmVerification()}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
