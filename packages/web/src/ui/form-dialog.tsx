import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEventHandler, type ReactNode } from 'react';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  /** The refusal to show above the fields (useDialogForm's `error`). */
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  canSubmit: boolean;
  submitting: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button's text while the request runs. */
  busyLabel: string;
  children: ReactNode;
  /** Wider for a table of fields (default 'sm'). */
  maxWidth?: 'sm' | 'md';
}

/**
 * A short form in a dialog (create portal, invite manager): title, a line of introduction, the
 * refusal, the fields, then Cancel and a submit button that waits for a valid form and the request.
 */
export function FormDialog(props: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
    >
      <form noValidate onSubmit={props.onSubmit}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {props.intro}
            </Typography>
            {props.error && <Alert severity="error">{props.error}</Alert>}
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={props.onClose} disabled={props.submitting}>
            {props.cancelLabel}
          </Button>
          <Button type="submit" variant="contained" disabled={!props.canSubmit || props.submitting}>
            {props.submitting ? props.busyLabel : props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
