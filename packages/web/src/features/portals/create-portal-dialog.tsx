import { zodResolver } from '@hookform/resolvers/zod';
import { buildPath } from '@portal/domain';
import { portalCreateSchemaFor } from '@portal/domain/schemas/portal-settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useBrand } from '../../lib/brand-context';
import { createPortal, subscriptionsQuery } from '../../lib/portal-settings-api';
import { FormDialog } from '../../ui/form-dialog';
import { FormSelect } from '../../ui/form-fields';
import { notify } from '../../ui/notify';
import { useDialogForm } from '../../ui/use-dialog-form';
import { PortalContactFields, PortalLookFields } from '../portal-settings';
import { newPortalDefaults, type NewPortalValues } from './new-portal';

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
  const plans = useQuery({ ...subscriptionsQuery(), enabled: open });
  const resolver = useMemo(
    () => zodResolver(portalCreateSchemaFor(brand)) as unknown as Resolver<NewPortalValues>,
    [brand],
  );
  const defaults = newPortalDefaults(brand);
  const form = useForm<NewPortalValues>({ resolver, defaultValues: defaults, mode: 'onChange' });
  const options = plans.data?.items ?? [];
  const dialog = useDialogForm(form, defaults, onClose, async (values, done) => {
    const { id } = await createPortal({
      ...values,
      subscriptionId: values.subscriptionId || undefined,
    });
    notify(t('portalSettings.create.created'));
    await queryClient.invalidateQueries({ queryKey: ['portals', 'list'] });
    done();
    void navigate(buildPath(brand, 'dashboard-portal', { portal: id }));
  });
  return (
    <FormDialog
      open={open}
      {...dialog}
      title={t('portalSettings.create.title')}
      intro={t('portalSettings.create.intro')}
      cancelLabel={t('portalSettings.cancel')}
      submitLabel={t('portalSettings.create.submit')}
      busyLabel={t('auth.pleaseWait')}
    >
      <PortalContactFields control={form.control} />
      <PortalLookFields control={form.control} />
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
    </FormDialog>
  );
}
