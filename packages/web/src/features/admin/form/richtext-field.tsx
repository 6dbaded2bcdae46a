import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';

const COMMANDS = [
  { command: 'bold', key: 'bold', Icon: FormatBold },
  { command: 'italic', key: 'italic', Icon: FormatItalic },
  { command: 'insertUnorderedList', key: 'bulletList', Icon: FormatListBulleted },
  { command: 'insertOrderedList', key: 'numberedList', Icon: FormatListNumbered },
] as const;

/** The editor's HTML as a value: an editor with no text is empty. */
export function richTextValue(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text === '' ? '' : html;
}

/**
 * richtext: bold, italic and lists over a contenteditable area. The server sanitises what arrives
 * (no scripts, handlers or javascript: links), so the editor does not try to.
 */
export function RichTextField({ field, name, label, readOnly }: FieldProps) {
  const { control } = useFormContext();
  const { t } = useTranslation();
  const message = useFieldMessage();
  const labelId = useId();
  const area = useRef<HTMLDivElement>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <Box>
          <Typography
            id={labelId}
            variant="body2"
            color={fieldState.error ? 'error' : 'text.secondary'}
            sx={{ mb: 0.5 }}
          >
            {label}
            {field.required ? ' *' : ''}
          </Typography>
          <Box sx={{ border: 1, borderColor: fieldState.error ? 'error.main' : 'divider', borderRadius: 1 }}>
            {!readOnly && (
              <Stack
                direction="row"
                role="toolbar"
                aria-label={t('admin.form.formatting')}
                sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}
              >
                {COMMANDS.map(({ command, key, Icon }) => (
                  <IconButton
                    key={command}
                    size="small"
                    aria-label={t(`admin.form.format.${key}`)}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => {
                      area.current?.focus();
                      // execCommand is deprecated but still the one way every browser edits a contenteditable.
                      document.execCommand(command);
                      input.onChange(richTextValue(area.current?.innerHTML ?? ''));
                    }}
                  >
                    <Icon fontSize="small" />
                  </IconButton>
                ))}
              </Stack>
            )}
            <EditableArea
              areaRef={area}
              html={typeof input.value === 'string' ? input.value : ''}
              labelId={labelId}
              readOnly={readOnly}
              onChange={(html) => input.onChange(richTextValue(html))}
              onBlur={input.onBlur}
            />
          </Box>
          {fieldState.error && (
            <FormHelperText error>{message(field, fieldState.error.message)}</FormHelperText>
          )}
        </Box>
      )}
    />
  );
}

/** The contenteditable area; it takes `html` only when the value changes from outside (a restore). */
function EditableArea({
  areaRef,
  html,
  labelId,
  readOnly,
  onChange,
  onBlur,
}: {
  areaRef: React.RefObject<HTMLDivElement | null>;
  html: string;
  labelId: string;
  readOnly: boolean;
  onChange: (html: string) => void;
  onBlur: () => void;
}) {
  useEffect(() => {
    const area = areaRef.current;
    if (area && richTextValue(area.innerHTML) !== html) area.innerHTML = html;
  }, [areaRef, html]);
  return (
    <Box
      ref={areaRef}
      role="textbox"
      aria-multiline="true"
      aria-labelledby={labelId}
      aria-readonly={readOnly || undefined}
      contentEditable={!readOnly}
      suppressContentEditableWarning
      onInput={(event) => onChange(event.currentTarget.innerHTML)}
      onBlur={onBlur}
      sx={{ minHeight: 120, p: 1.5, outline: 'none', '& p': { my: 0.5 }, overflowWrap: 'anywhere' }}
    />
  );
}
