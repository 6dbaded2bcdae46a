import { zodResolver } from '@hookform/resolvers/zod';
import { LOCALES, type Locale } from '@portal/domain';
import { managerInvitationSchema } from '@portal/domain/schemas/portal-settings';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { inviteManager } from '../../lib/portal-settings-api';
import { FormDialog } from '../../ui/form-dialog';
import { FormSelect, FormText } from '../../ui/form-fields';
import { notify } from '../../ui/notify';
import { useDialogForm } from '../../ui/use-dialog-form';

interface InviteValues {
  email: string;
  name: string;
  language: Locale;
}

const resolver = zodResolver(managerInvitationSchema) as unknown as Resolver<InviteValues>;

/**
 * §2 invite manager: a company admin mails someone a link that signs them up as an investment
 * professional of the company (the server issues the activation code and checks the advisors limit).
 */
export function InviteManagerDialog({
  portalId,
  open,
  onClose,
  defaultLanguage,
}: {
  portalId: string;
  open: boolean;
  onClose: () => void;
  defaultLanguage: Locale;
}) {
  const { t } = useTranslation();
  const empty: InviteValues = { email: '', name: '', language: defaultLanguage };
  const form = useForm<InviteValues>({ resolver, defaultValues: empty, mode: 'onChange' });
  const dialog = useDialogForm(form, empty, onClose, async (values, done) => {
    const { message } = await inviteManager(portalId, values);
    notify(message);
    done();
  });
  return (
    <FormDialog
      open={open}
      {...dialog}
      title={t('portalSettings.invite.title')}
      intro={t('portalSettings.invite.intro')}
      cancelLabel={t('portalSettings.cancel')}
      submitLabel={t('portalSettings.invite.send')}
      busyLabel={t('auth.pleaseWait')}
    >
      <FormText
        control={form.control}
        name="email"
        type="email"
        label={t('portalSettings.invite.email')}
        required
      />
      <FormText control={form.control} name="name" label={t('portalSettings.invite.name')} required />
      <FormSelect
        control={form.control}
        name="language"
        label={t('portalSettings.invite.language')}
        required
        options={LOCALES}
        optionLabel={(l) => t(`language.names.${l}`)}
      />
    </FormDialog>
  );
}
