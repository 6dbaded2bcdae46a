import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOCALES, type Locale } from '@portal/domain';
import { managerInvitationSchema } from '@portal/domain/schemas/portal-settings';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../lib/api-client';
import { inviteManager } from '../../lib/portal-settings-api';
import { FormSelect, FormText } from '../../ui/form-fields';
import { notify } from '../../ui/notify';

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
  const titleId = useId();
  const empty: InviteValues = { email: '', name: '', language: defaultLanguage };
  const form = useForm<InviteValues>({ resolver, defaultValues: empty, mode: 'onChange' });
  const [error, setError] = useState<string | null>(null);
  const { isValid, isSubmitting } = form.formState;
  const close = () => {
    form.reset(empty);
    setError(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { message } = await inviteManager(portalId, values);
      notify(message);
      close();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.length > 0) {
        for (const field of failure.fields)
          form.setError(field.path as keyof InviteValues, { message: field.message });
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
        <DialogTitle id={titleId}>{t('portalSettings.invite.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('portalSettings.invite.intro')}
            </Typography>
            {error && <Alert severity="error">{error}</Alert>}
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
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={close} disabled={isSubmitting}>
            {t('portalSettings.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            {isSubmitting ? t('auth.pleaseWait') : t('portalSettings.invite.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
