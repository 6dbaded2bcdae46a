import { documentRenameSchema } from '@portal/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface RenameDialogProps {
  name: string;
  busy: boolean;
  /** A refusal from the server (e.g. the name is taken), shown on the field. */
  serverError: string | null;
  onRename: (name: string) => void;
  onClose: () => void;
}

/** Rename a document; the name is checked with the server's own schema ('Name is required'). */
export function RenameDialog({ name, busy, serverError, onRename, onClose }: RenameDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = documentRenameSchema.safeParse({ name: value });
    if (!parsed.success) {
      setError(t(`messages.${parsed.error.issues[0]?.message ?? 'validation.name_required'}`));
      return;
    }
    setError(null);
    onRename(parsed.data.name);
  };
  const shown = error ?? serverError;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('library.actions.rename')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('library.name')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={!!shown}
            helperText={shown}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('library.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('library.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
