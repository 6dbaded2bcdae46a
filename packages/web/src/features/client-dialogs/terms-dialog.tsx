import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DIALOG_WIDTH_PX } from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../lib/api-client';
import { notify } from '../../ui/notify';
import { acceptTerms } from './client-dialogs-api';

interface TermsDialogProps {
  portalId: string;
  text: string;
  onAccepted: () => void;
}

/** §2 terms dialog: persistent (no way out but Accept), the portal's terms in the current language. */
export function TermsDialog({ portalId, text, onAccepted }: TermsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      notify((await acceptTerms(portalId)).message);
      onAccepted();
    } catch (error) {
      notify(error instanceof ApiError ? error.message : t('messages.errors.technical'), 'error');
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH_PX } } }}
    >
      <DialogTitle id={titleId} component="h1" variant="h2">
        {t('clientDialogs.terms.title')}
      </DialogTitle>
      <DialogContent dividers>
        <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {text.trim() || t('clientDialogs.terms.none')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" disabled={busy} onClick={() => void accept()}>
          {busy ? t('auth.pleaseWait') : t('clientDialogs.terms.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
