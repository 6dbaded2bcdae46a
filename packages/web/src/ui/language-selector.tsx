import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';

export interface LanguageSelectorProps {
  /** The languages to offer (the brand's locales). Nothing is shown when there is no choice. */
  languages: readonly string[];
  value: string;
  onChange: (lng: string) => void;
}

/** The brand's languages side by side (EN · ΕΛ · IS), the current one marked. */
export function LanguageSelector({ languages, value, onChange }: LanguageSelectorProps) {
  const { t } = useTranslation();
  if (languages.length < 2) return null;
  return (
    <Box role="group" aria-label={t('language.label')} sx={{ display: 'flex', gap: 0.5 }}>
      {languages.map((lng) => {
        const current = lng === value;
        return (
          <ButtonBase
            key={lng}
            lang={lng}
            aria-pressed={current}
            title={t(`language.names.${lng}`, { defaultValue: lng })}
            onClick={() => !current && onChange(lng)}
            sx={{
              minWidth: 36,
              height: 32,
              px: 0.75,
              borderRadius: 1,
              fontSize: '0.8rem',
              fontWeight: current ? 700 : 500,
              color: 'inherit',
              border: '1px solid',
              borderColor: current ? 'currentColor' : 'transparent',
              opacity: current ? 1 : 0.8,
              '&:hover': { opacity: 1, bgcolor: 'action.hover' },
            }}
          >
            <span>{lng.toUpperCase()}</span>
            <Box component="span" sx={visuallyHidden}>
              {t(`language.names.${lng}`, { defaultValue: lng })}
            </Box>
          </ButtonBase>
        );
      })}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
