import { zodResolver } from '@hookform/resolvers/zod';
import { adminSendEmailSchema, type AdminSendEmailInput } from '@portal/domain/schemas/admin-users';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../ui/form-dialog';
import { useFieldError } from '../../../ui/form-fields';
import { notify } from '../../../ui/notify';
import { TextInput } from '../../../ui/text-input';
import { useDialogForm } from '../../../ui/use-dialog-form';
import { sendUserEmail } from './user-email-api';

const resolver = zodResolver(adminSendEmailSchema) as unknown as Resolver<AdminSendEmailInput>;
const EMPTY: AdminSendEmailInput = { subject: '', body: '' };

/** §7 sendEmail: the admin writes a subject and a plain-text message; the server mails the user. */
export function SendUserEmailDialog({
  userId,
  name,
  open,
  onClose,
}: {
  userId: string;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useForm<AdminSendEmailInput>({ resolver, defaultValues: EMPTY, mode: 'onChange' });
  const dialog = useDialogForm(form, EMPTY, onClose, async (values, done) => {
    await sendUserEmail(userId, values);
    notify(t('admin.form.emailSent'));
    done();
  });
  return (
    <FormDialog
      open={open}
      {...dialog}
      title={t('admin.form.sendEmailTitle', { name })}
      intro={t('admin.form.emailBodyHelp')}
      cancelLabel={t('admin.form.cancel')}
      submitLabel={t('admin.form.send')}
      busyLabel={t('auth.pleaseWait')}
    >
      <Controller
        control={form.control}
        name="subject"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label={t('admin.form.emailSubject')}
            required
            fullWidth
            error={!!fieldState.error}
            helperText={fieldError(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="body"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label={t('admin.form.emailBody')}
            required
            fullWidth
            multiline
            minRows={6}
            error={!!fieldState.error}
            helperText={fieldError(fieldState.error?.message)}
          />
        )}
      />
    </FormDialog>
  );
}
