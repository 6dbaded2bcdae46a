import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

// The buttons' sizes set once on the group rather than by an `sx` on each of the ~30 buttons, which
// MUI resolves on every render (decision 137): 'All' first and wider, the letters narrow.
const letterGroupSx = {
  flexWrap: { xs: 'nowrap', md: 'wrap' },
  '& > .MuiToggleButton-root:first-of-type': { px: 1.25 },
  '& > .MuiToggleButton-root:not(:first-of-type)': { minWidth: 34, px: 0.75 },
} as const;

/** §2 phone-book letter filter: All, then the language's alphabet (and other initials present); letters with no client are off. */
export function LetterBar({
  letters,
  present,
  value,
  onChange,
}: {
  letters: string[];
  present: ReadonlySet<string> | null;
  value: string;
  onChange: (letter: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ overflowX: 'auto', pb: 0.5 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(_event, next: string | null) => onChange(next ?? '')}
        aria-label={t('dashboard.letterFilter')}
        sx={letterGroupSx}
      >
        <ToggleButton value="">{t('dashboard.allLetters')}</ToggleButton>
        {letters.map((letter) => (
          <ToggleButton
            key={letter}
            value={letter}
            disabled={present !== null && !present.has(letter) && value !== letter}
            aria-label={t('dashboard.letter', { letter })}
          >
            {letter}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
