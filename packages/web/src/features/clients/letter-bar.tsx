import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

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
        sx={{ flexWrap: { xs: 'nowrap', md: 'wrap' } }}
      >
        <ToggleButton value="" sx={{ px: 1.25 }}>
          {t('dashboard.allLetters')}
        </ToggleButton>
        {letters.map((letter) => (
          <ToggleButton
            key={letter}
            value={letter}
            disabled={present !== null && !present.has(letter) && value !== letter}
            aria-label={t('dashboard.letter', { letter })}
            sx={{ minWidth: 34, px: 0.75 }}
          >
            {letter}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
