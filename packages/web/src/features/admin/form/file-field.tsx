import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import UploadFile from '@mui/icons-material/UploadFile';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { postFile, refusalText } from '../../../lib/api-client';
import { listQuery } from '../admin-api';
import { isImage } from '../grid/media-kind';
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

/** Uploads one file through the admin (POST /api/admin/uploads): the §3 value it answers. */
const uploadFile = (file: File) => postFile<FileRef>('/admin/uploads', file);

/**
 * file, media-picker and dropzone: the files of a value, each a link, removable. Files are
 * uploaded (chosen, or dropped on a dropzone; the server checks their content), chosen from the
 * media libraries (media-picker) or added as links to stored files.
 */
export function FileField({ field, name, label, readOnly }: FieldProps) {
  const { control } = useFormContext();
  const { t } = useTranslation();
  const message = useFieldMessage();
  const [url, setUrl] = useState('');
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const chooser = useRef<HTMLInputElement>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => {
        const files = asFiles(input.value);
        const add = (file: FileRef) => input.onChange([...files, file]);
        // One at a time, so each answer is added to the value as it then is.
        const upload = async (chosen: File[]) => {
          if (chosen.length === 0) return;
          setUploading(true);
          setFailure(null);
          const added: FileRef[] = [];
          try {
            for (const file of chosen) added.push(await uploadFile(file));
          } catch (error) {
            setFailure(refusalText(error, t('admin.form.uploadFailed')));
          } finally {
            if (added.length) input.onChange([...files, ...added]);
            setUploading(false);
          }
        };
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
              if (field.type !== 'dropzone' || readOnly) return;
              event.preventDefault();
              void upload([...event.dataTransfer.files]);
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
                // A link and its own remove button side by side: a removable Chip around a link
                // would nest two controls (axe nested-interactive).
                <Stack
                  key={`${file.url}-${index}`}
                  direction="row"
                  sx={{
                    alignItems: 'center',
                    gap: 0.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 4,
                    pl: 1.5,
                  }}
                >
                  {isImage(file.name) && (
                    <Box
                      component="img"
                      src={file.url}
                      alt=""
                      sx={{ width: 24, height: 24, objectFit: 'contain' }}
                    />
                  )}
                  <Link href={file.fullUrl || file.url} target="_blank" rel="noopener noreferrer">
                    {file.name}
                  </Link>
                  {!readOnly && (
                    <IconButton
                      size="small"
                      aria-label={t('admin.form.removeFile', { name: file.name })}
                      onClick={() => input.onChange(files.filter((_, i) => i !== index))}
                    >
                      <Close fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
              ))}
              {files.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('admin.form.noFiles')}
                </Typography>
              )}
            </Stack>
            {!readOnly && (
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
                <input
                  ref={chooser}
                  type="file"
                  hidden
                  multiple={field.type === 'dropzone'}
                  accept="image/png,image/jpeg,image/gif,image/webp,application/pdf"
                  aria-label={t('admin.form.upload')}
                  onChange={(event) => {
                    void upload([...(event.target.files ?? [])]);
                    event.target.value = '';
                  }}
                />
                <Button
                  variant="outlined"
                  startIcon={uploading ? <CircularProgress size={16} /> : <UploadFile />}
                  disabled={uploading}
                  onClick={() => chooser.current?.click()}
                >
                  {uploading ? t('admin.form.uploading') : t('admin.form.upload')}
                </Button>
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
              <FormHelperText>{t('admin.form.dropHere')}</FormHelperText>
            )}
            {failure && (
              <FormHelperText error role="alert">
                {failure}
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
