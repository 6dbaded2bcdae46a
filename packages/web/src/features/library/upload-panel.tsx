import CloudUpload from '@mui/icons-material/CloudUpload';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { UPLOADABLE_DOCUMENT_TYPES, type OnDuplicate } from '@portal/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { notify } from '../../ui/notify';
import { DuplicateDialog } from './duplicate-dialog';
import { typeLabel } from './document-types';
import { targetsQuery, uploadDocument } from './library-api';
import { TargetField } from './upload-target-field';
import { looksLikePdf, uploadFailure, uploadQuery } from './upload-flow';

interface UploadPanelProps {
  portalId: string;
  /** The list's account or group filter, the natural place for a new file. */
  defaultTarget: string;
  onUploaded: () => void;
}

/** §2 upload: a dropzone (or file input) for one PDF, where it goes, its type; copy or replace on a clash. */
export function UploadPanel({ portalId, defaultTarget, onUploaded }: UploadPanelProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const targets = useQuery(targetsQuery(portalId));
  const single = targets.data?.accounts.length === 1 && targets.data.groups.length === 0;
  const fallback = single ? `account:${targets.data!.accounts[0]!.id}` : '';
  const [chosenTarget, setTarget] = useState<string | null>(null);
  const target = chosenTarget ?? (defaultTarget || fallback);
  const [type, setType] = useState<string>('Account documents');
  const [file, setFile] = useState<File | null>(null);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<File | null>(null);
  const [targetError, setTargetError] = useState<string | undefined>();
  // On a phone the panel starts folded: the list comes first.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [unfolded, setUnfolded] = useState<boolean | null>(null);
  const expanded = unfolded ?? wide;

  const clear = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };
  const choose = (picked: File | undefined) => {
    setError(null);
    if (!picked) return;
    if (!looksLikePdf(picked)) {
      clear();
      setError(t('messages.validation.pdf_only'));
      return;
    }
    setFile(picked);
  };

  const send = async (toSend: File, onDuplicate?: OnDuplicate) => {
    const query = uploadQuery(target, type, onDuplicate);
    if (!query) {
      setTargetError(t('messages.validation.library_target_required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const created = await uploadDocument(portalId, toSend, query);
      notify(t('library.uploaded', { name: created.name }));
      clear();
      onUploaded();
    } catch (failure) {
      const outcome = uploadFailure(failure, t('messages.errors.technical'));
      if (outcome.kind === 'duplicate') setDuplicate(toSend);
      else {
        // §8: an upload failure clears the dropzone, and the user is told why.
        clear();
        setError(outcome.text);
        notify(outcome.text, 'error');
      }
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby={`${inputId}-title`}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={`${inputId}-title`} variant="h6" component="h2">
          {t('library.upload.title')}
        </Typography>
        <IconButton
          aria-expanded={expanded}
          aria-controls={`${inputId}-body`}
          aria-label={t(expanded ? 'library.upload.fold' : 'library.upload.unfold')}
          onClick={() => setUnfolded(!expanded)}
        >
          {expanded ? <ExpandLess /> : <ExpandMore />}
        </IconButton>
      </Stack>
      <Stack spacing={2} id={`${inputId}-body`} sx={{ display: expanded ? 'flex' : 'none', mt: 1 }}>
        {error && (
          <Alert severity="error" role="alert" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          data-testid="library-dropzone"
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: over ? 'primary.main' : 'divider',
            borderRadius: 1,
            bgcolor: over ? 'action.hover' : 'transparent',
            p: 2,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            gap: 2,
          }}
        >
          <CloudUpload color="action" sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Typography
            sx={{ flex: 1, overflowWrap: 'anywhere' }}
            color={file ? 'text.primary' : 'text.secondary'}
          >
            {file ? t('library.upload.chosen', { name: file.name }) : t('library.upload.drop')}
          </Typography>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <Button component="label" htmlFor={inputId} variant="outlined" disabled={busy}>
            {t('library.upload.choose')}
          </Button>
        </Box>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ flex: 2 }}>
            <TargetField
              portalId={portalId}
              label={t('library.upload.target')}
              value={target}
              onChange={(next) => {
                setTarget(next);
                setTargetError(undefined);
              }}
              fixedWhenSingle
              required
              error={targetError}
            />
          </Box>
          <TextField
            select
            label={t('library.type')}
            value={type}
            onChange={(event) => setType(event.target.value)}
            sx={{ flex: 1, minWidth: 200 }}
          >
            {UPLOADABLE_DOCUMENT_TYPES.map((option) => (
              <MenuItem key={option} value={option}>
                {typeLabel(option, t)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={!file || busy}
            onClick={() => file && send(file)}
            sx={{ alignSelf: { xs: 'stretch', md: 'center' }, minHeight: 40 }}
          >
            {busy ? t('auth.pleaseWait') : t('library.upload.submit')}
          </Button>
        </Stack>
      </Stack>
      <DuplicateDialog
        fileName={duplicate?.name ?? null}
        onChoose={(choice) => {
          const pending = duplicate;
          setDuplicate(null);
          if (choice && pending) void send(pending, choice);
          else clear();
        }}
      />
    </Paper>
  );
}
