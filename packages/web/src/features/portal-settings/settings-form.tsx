import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { portalSettingsSchemaFor } from '@portal/domain/schemas/portal-settings';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-context';
import { refreshPortal, savePortalSettings, type PortalSettings } from '../../lib/portal-settings-api';
import { notify } from '../../ui/notify';
import { TermsTabs } from './terms-tabs';
import { ThemePreview } from './theme-preview';
import { PortalContactFields, PortalLookFields, useThemeLabel } from './portal-fields';
import { toFormValues, toPayload, type SettingsFormValues } from './settings-values';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The settings form of a company admin: validated with the same schema the server uses (the
 * portals collection's, theme and language narrowed to the brand), Save disabled while it is
 * invalid, unchanged or saving; the server's field errors shown under their fields.
 */
export function SettingsForm({ settings }: { settings: PortalSettings }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const resolver = useMemo(
    () => zodResolver(portalSettingsSchemaFor(brand)) as unknown as Resolver<SettingsFormValues>,
    [brand],
  );
  const defaults = toFormValues(settings, { theme: brand.defaultTheme, language: brand.defaultLocale });
  const form = useForm<SettingsFormValues>({ resolver, defaultValues: defaults, mode: 'onChange' });
  const [error, setError] = useState<string | null>(null);
  const theme = useWatch({ control: form.control, name: 'theme' });
  const themeLabel = useThemeLabel();
  const { isValid, isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await savePortalSettings(settings.id, toPayload(values));
      form.reset(toFormValues(saved, { theme: brand.defaultTheme, language: brand.defaultLocale }));
      notify(t('messages.success.saved'));
      await refreshPortal(queryClient, settings.id);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400 && failure.fields.length > 0) {
        for (const field of failure.fields)
          form.setError(field.path as Path<SettingsFormValues>, { message: field.message });
      } else {
        const text =
          failure instanceof ApiError && !failure.isTechnical
            ? failure.message
            : t('messages.errors.technical');
        setError(text);
        notify(text, 'error');
      }
    }
  });

  return (
    <Stack
      component="form"
      spacing={3}
      noValidate
      onSubmit={submit}
      aria-label={t('portalSettings.title', { name: settings.name })}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <Section title={t('portalSettings.sections.general')}>
        <Stack spacing={2}>
          <PortalContactFields control={form.control} />
        </Stack>
      </Section>
      <Section title={t('portalSettings.sections.look')}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2}>
            <PortalLookFields control={form.control} />
          </Stack>
          <ThemePreview themeId={theme} label={themeLabel(theme)} />
        </Box>
      </Section>
      <Section title={t('portalSettings.sections.terms')}>
        <TermsTabs control={form.control} disabled={isSubmitting} />
      </Section>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" disabled={!isDirty || isSubmitting} onClick={() => form.reset(defaults)}>
          {t('portalSettings.discard')}
        </Button>
        <Button type="submit" variant="contained" disabled={!isValid || !isDirty || isSubmitting}>
          {isSubmitting ? t('auth.pleaseWait') : t('portalSettings.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
