import Add from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { listQuery } from '../admin-api';
import { useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';

/** §3: a file value is a list of { name, url, fullUrl }. */
export interface FileRef {
  name: string;
  url: string;
  fullUrl?: string | null;
}

const asFiles = (value: unknown): FileRef[] => (Array.isArray(value) ? (value as FileRef[]) : []);

/** The file named by a link: its last path segment. */
export function fileFromUrl(url: string): FileRef {
  const trimmed = url.trim();
  const last = trimmed.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? trimmed;
  return { name: decodeURIComponent(last), url: trimmed };
}

/** media-picker: a file of the media libraries. */
function MediaChooser({ onPick }: { onPick: (file: FileRef) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data } = useQuery({ ...listQuery('media', { pageSize: 50 }), enabled: open });
  const files = (data?.items ?? []).flatMap((item) => asFiles(item.file).slice(0, 1));
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 220, flex: 1 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={files}
      getOptionLabel={(file) => file.name}
      value={null}
      onChange={(_event, file) => file && onPick(file)}
      noOptionsText={t('admin.form.noMedia')}
      renderInput={(params) => <TextField {...params} label={t('admin.form.chooseMedia')} />}
    />
  );
}

/**
 * file, media-picker and dropzone: the files of a value, each a link, removable. Files are added as
 * links to stored files (or chosen from the media libraries); the admin API takes no uploads.
 */
export function FileField({ field, name, label, readOnly }: FieldProps) {
  const { control } = useFormContext();
  const { t } = useTranslation();
  const message = useFieldMessage();
  const [url, setUrl] = useState('');
  const [dropped, setDropped] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => {
        const files = asFiles(input.value);
        const add = (file: FileRef) => input.onChange([...files, file]);
        return (
          <Box
            component="fieldset"
            sx={{
              border: 1,
              borderColor: fieldState.error ? 'error.main' : 'divider',
              borderRadius: 1,
              m: 0,
              p: 1.5,
            }}
            onDragOver={(event) => field.type === 'dropzone' && event.preventDefault()}
            onDrop={(event) => {
              if (field.type !== 'dropzone') return;
              event.preventDefault();
              setDropped(true);
            }}
          >
            <Typography
              component="legend"
              variant="body2"
              color={fieldState.error ? 'error' : 'text.secondary'}
              sx={{ px: 0.5 }}
            >
              {label}
              {field.required ? ' *' : ''}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: files.length ? 1 : 0 }}>
              {files.map((file, index) => (
                <Chip
                  key={`${file.url}-${index}`}
                  label={
                    <Link href={file.fullUrl || file.url} target="_blank" rel="noopener noreferrer">
                      {file.name}
                    </Link>
                  }
                  onDelete={readOnly ? undefined : () => input.onChange(files.filter((_, i) => i !== index))}
                />
              ))}
              {files.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('admin.form.noFiles')}
                </Typography>
              )}
            </Stack>
            {!readOnly && (
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
                {field.type === 'media-picker' && <MediaChooser onPick={add} />}
                <TextField
                  size="small"
                  label={t('admin.form.fileLink')}
                  value={url}
                  onChange={(event) => setUrl(event.target.value)}
                  sx={{ flex: 1 }}
                />
                <Button
                  startIcon={<Add />}
                  disabled={!url.trim()}
                  onClick={() => {
                    add(fileFromUrl(url));
                    setUrl('');
                  }}
                >
                  {t('admin.form.addFile')}
                </Button>
              </Stack>
            )}
            {field.type === 'dropzone' && !readOnly && (
              <FormHelperText>
                {dropped ? t('admin.form.uploadUnavailable') : t('admin.form.dropHere')}
              </FormHelperText>
            )}
            {fieldState.error && (
              <FormHelperText error>{message(field, fieldState.error.message)}</FormHelperText>
            )}
          </Box>
        );
      }}
    />
  );
}
