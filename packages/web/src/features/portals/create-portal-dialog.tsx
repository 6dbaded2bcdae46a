import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { buildPath } from '@portal/domain';
import { portalCreateSchemaFor } from '@portal/domain/schemas/portal-settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ApiError } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-context';
import { createPortal, subscriptionsQuery } from '../../lib/portal-settings-api';
import { FormSelect, FormText } from '../../ui/form-fields';
import { notify } from '../../ui/notify';
import { newPortalDefaults, themeLabel, type NewPortalValues } from './new-portal';

/**
 * §2 create portal: name, contact, theme, language and subscription. The server puts the portal in
 * the admin's company and refuses it at the brand's maximum or past the plan; then the new portal
 * opens.
 */
export function CreatePortalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const plans = useQuery({ ...subscriptionsQuery(), enabled: open });
  const resolver = useMemo(
    () => zodResolver(portalCreateSchemaFor(brand)) as unknown as Resolver<NewPortalValues>,
    [brand],
  );
  const defaults = newPortalDefaults(brand);
  const form = useForm<NewPortalValues>({ resolver, defaultValues: defaults, mode: 'onChange' });
  const [error, setError] = useState<string | null>(null);
  const { isValid, isSubmitting } = form.formState;
  const options = plans.data?.items ?? [];
  const close = () => {
    form.reset(defaults);
    setError(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { id } = await createPortal({
        ...values,
        subscriptionId: values.subscriptionId || undefined,
      });
      notify(t('portalSettings.create.created'));
      await queryClient.invalidateQueries({ queryKey: ['portals', 'list'] });
      close();
      void navigate(buildPath(brand, 'dashboard-portal', { portal: id }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.length > 0) {
        for (const field of failure.fields)
          form.setError(field.path as keyof NewPortalValues, { message: field.message });
      } else {
        setError(
          failure instanceof ApiError && !failure.isTechnical
            ? failure.message
            : t('messages.errors.technical'),
        );
      }
    }
  });
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('portalSettings.create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('portalSettings.create.intro')}
            </Typography>
            {error && <Alert severity="error">{error}</Alert>}
            <FormText control={form.control} name="name" label={t('portalSettings.fields.name')} required />
            <FormText
              control={form.control}
              name="email"
              type="email"
              label={t('portalSettings.fields.email')}
              required
            />
            <FormText
              control={form.control}
              name="phone"
              type="tel"
              label={t('portalSettings.fields.phone')}
              required
            />
            <FormSelect
              control={form.control}
              name="theme"
              label={t('portalSettings.fields.theme')}
              required
              options={brand.themes}
              optionLabel={(id) => themeLabel(t, id, brand.displayName)}
            />
            <FormSelect
              control={form.control}
              name="portalLanguage"
              label={t('portalSettings.fields.language')}
              required
              options={brand.locales}
              optionLabel={(l) => t(`language.names.${l}`)}
            />
            <FormSelect
              control={form.control}
              name="subscriptionId"
              label={t('portalSettings.fields.subscription')}
              options={options.map((o) => o.id)}
              optionLabel={(id) => {
                const plan = options.find((o) => o.id === id);
                return plan
                  ? `${plan.name}: ${t('portalSettings.create.limits', { accounts: plan.accountsLimit, advisors: plan.advisorsLimit })}`
                  : t('portalSettings.create.noSubscription');
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={close} disabled={isSubmitting}>
            {t('portalSettings.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            {isSubmitting ? t('auth.pleaseWait') : t('portalSettings.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
