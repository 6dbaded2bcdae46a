import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * §2 account-not-yet-validated: the client may look around, but their figures wait for their
 * adviser to validate the account (§3: a new account is unusable until validated by its owner).
 */
export function NotValidatedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} component="h1" variant="h2">
        {t('clientDialogs.notValidated.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('clientDialogs.notValidated.body')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('clientDialogs.notValidated.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
