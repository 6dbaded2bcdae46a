import AttachFile from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from './message-errors';
import { LibraryPickerDialog } from './library-picker-dialog';

export interface Attachment {
  id: string;
  name: string;
}

interface AttachmentsFieldProps {
  portalId: string;
  value: Attachment[];
  onChange: (value: Attachment[]) => void;
  /** Uploads a file into the library and answers the new document; null when it has nowhere to go. */
  upload: ((file: File) => Promise<Attachment>) | null;
  /** Said instead of uploading when `upload` is null (e.g. choose an account or group first). */
  uploadHint: string;
}

/** Attachments are library documents: picked from the library, or uploaded into it first. */
export function AttachmentsField({ portalId, value, onChange, upload, uploadHint }: AttachmentsFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = (more: Attachment[]) => {
    const known = new Set(value.map((item) => item.id));
    onChange([...value, ...more.filter((item) => !known.has(item.id))]);
  };
  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    setError(null);
    if (!file) return;
    if (!upload) {
      setError(uploadHint);
      return;
    }
    setBusy(true);
    try {
      add([await upload(file)]);
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('messageCentre.attachments')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {value.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
          {value.map((item) => (
            <Chip
              key={item.id}
              icon={<AttachFile />}
              label={item.name}
              onDelete={() => onChange(value.filter((other) => other.id !== item.id))}
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Stack>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setPicking(true)}>
          {t('messageCentre.fromLibrary')}
        </Button>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          onChange={(event) => void onFile(event.currentTarget)}
        />
        <Button size="small" variant="outlined" component="label" htmlFor={inputId} disabled={busy}>
          {busy ? t('auth.pleaseWait') : t('messageCentre.uploadAttachment')}
        </Button>
      </Stack>
      {picking && (
        <LibraryPickerDialog
          portalId={portalId}
          onClose={(chosen) => {
            setPicking(false);
            add(chosen);
          }}
        />
      )}
    </Box>
  );
}
