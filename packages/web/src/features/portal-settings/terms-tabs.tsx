import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LOCALES, type Locale } from '@portal/domain';
import { useId, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextInput } from '../../ui/text-input';
import type { SettingsFormValues } from './settings-values';

/** The portal's terms, one plain text per interface language, in tabs en / el / is (§3 tnc). */
export function TermsTabs({
  control,
  disabled,
}: {
  control: Control<SettingsFormValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [locale, setLocale] = useState<Locale>('en');
  const languageName = (l: Locale) => t(`language.names.${l}`);
  return (
    <Box>
      <Tabs
        value={locale}
        onChange={(_, next: Locale) => setLocale(next)}
        aria-label={t('portalSettings.sections.terms')}
      >
        {LOCALES.map((l) => (
          <Tab
            key={l}
            value={l}
            label={languageName(l)}
            id={`${id}-tab-${l}`}
            aria-controls={`${id}-panel-${l}`}
            lang={l}
          />
        ))}
      </Tabs>
      {LOCALES.map((l) => (
        <Box
          key={l}
          role="tabpanel"
          id={`${id}-panel-${l}`}
          aria-labelledby={`${id}-tab-${l}`}
          hidden={l !== locale}
          sx={{ pt: 2 }}
        >
          <Controller
            control={control}
            name={`tnc.${l}`}
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label={t('portalSettings.fields.terms', { language: languageName(l) })}
                multiline
                minRows={6}
                fullWidth
                disabled={disabled}
                inputProps={{ lang: l }}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? t('portalSettings.termsHint')}
              />
            )}
          />
        </Box>
      ))}
    </Box>
  );
}
