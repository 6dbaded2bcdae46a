import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { editorValue } from './rich-text';

const COMMANDS = [
  { command: 'bold', key: 'bold', Icon: FormatBold },
  { command: 'italic', key: 'italic', Icon: FormatItalic },
  { command: 'insertUnorderedList', key: 'bulletList', Icon: FormatListBulleted },
  { command: 'insertOrderedList', key: 'numberedList', Icon: FormatListNumbered },
] as const;

interface RichTextEditorProps {
  label: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

/**
 * A minimal rich text field: bold, italic and lists over a contenteditable area (the server
 * sanitises whatever arrives). Uncontrolled: remount it (a new key) to clear it.
 */
export function RichTextEditor({ label, onChange, error }: RichTextEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const helperId = useId();
  const run = (command: string) => {
    area.current?.focus();
    // execCommand is deprecated but still the one way every browser edits a contenteditable.
    document.execCommand(command);
    onChange(editorValue(area.current?.innerHTML ?? ''));
  };
  return (
    <Box>
      <Typography id={labelId} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {label} *
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      >
        <Stack
          direction="row"
          role="toolbar"
          aria-label={t('messageCentre.formatting')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}
        >
          {COMMANDS.map(({ command, key, Icon }) => (
            <IconButton
              key={command}
              size="small"
              aria-label={t(`messageCentre.format.${key}`)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(command)}
            >
              <Icon fontSize="small" />
            </IconButton>
          ))}
        </Stack>
        <Box
          ref={area}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-required="true"
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? helperId : undefined}
          contentEditable
          suppressContentEditableWarning
          onInput={(event) => onChange(editorValue(event.currentTarget.innerHTML))}
          sx={{
            minHeight: 140,
            maxHeight: 360,
            overflowY: 'auto',
            p: 1.5,
            outline: 'none',
            typography: 'body1',
            '& p': { m: 0 },
            '& ul, & ol': { my: 0.5, pl: 3 },
          }}
        />
      </Box>
      {error && (
        <FormHelperText id={helperId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
