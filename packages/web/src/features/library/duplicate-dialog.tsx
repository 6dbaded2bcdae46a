import type { OnDuplicate } from '@portal/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DuplicateDialogProps {
  fileName: string | null;
  onChoose: (choice: OnDuplicate | null) => void;
}

/** §2/§8 replace-or-copy prompt: the name is taken in that account or group. */
export function DuplicateDialog({ fileName, onChoose }: DuplicateDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={fileName !== null} onClose={() => onChoose(null)} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>{t('messages.errors.duplicate_file')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('library.duplicate.text', { name: fileName ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onChoose(null)}>{t('library.cancel')}</Button>
        <Button variant="outlined" onClick={() => onChoose('replace')}>
          {t('library.duplicate.replace')}
        </Button>
        <Button variant="contained" onClick={() => onChoose('copy')}>
          {t('library.duplicate.copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
