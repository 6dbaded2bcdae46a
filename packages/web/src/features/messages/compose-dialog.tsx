import { zodResolver } from '@hookform/resolvers/zod';
import { sendMessageSchema, sendReplySchema, type Recipient } from '@portal/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { notify } from '../../ui/notify';
import { AttachmentsField, type Attachment } from './attachments-field';
import { errorMessage, fieldError } from './message-errors';
import {
  messagesKey,
  ownTargetsQuery,
  sendMessage,
  sendReply,
  uploadAttachment,
  type ThreadMessage,
} from './messages-api';
import {
  canAttachMessage,
  DEFAULT_EXTRAS,
  newMessageBody,
  replyBody,
  type ComposeExtras,
} from './compose-body';
import { MessageOptionsField } from './message-options-field';
import { ProcessChip } from './process-chip';
import { attachmentTarget } from './recipient-options';
import { RecipientField } from './recipient-field';
import { RichTextEditor } from './rich-text-editor';
import { threadLine } from './thread-line';

interface ComposeValues extends ComposeExtras {
  recipient: Recipient[];
  subject: string;
  body: string;
  attachments: Attachment[];
}

const EMPTY: ComposeValues = { recipient: [], subject: '', body: '', attachments: [], ...DEFAULT_EXTRAS };

interface BodyContext {
  staff: boolean;
  replyTo?: ThreadMessage | undefined;
  processId?: string | undefined;
}

const attachmentIdsOf = (values: ComposeValues) => values.attachments.map((item) => item.id);

const replyRequest = (values: ComposeValues, context: BodyContext, replyTo: ThreadMessage) =>
  replyBody({ body: values.body, attachmentIds: attachmentIdsOf(values) }, values, {
    staff: context.staff,
    threadRecipient: replyTo.recipient,
  });

const newRequest = (values: ComposeValues, context: BodyContext) =>
  newMessageBody(
    {
      recipient: values.recipient,
      subject: values.subject,
      body: values.body,
      attachmentIds: attachmentIdsOf(values),
    },
    values,
    { staff: context.staff, processId: context.processId },
  );

/** The request body of the form's values: a reply's or a new message's. */
function requestBody(values: ComposeValues, context: BodyContext) {
  return context.replyTo ? replyRequest(values, context, context.replyTo) : newRequest(values, context);
}

/** The shared schemas check the form (§5 messages); attachments travel as document ids. */
function resolverFor(bodyContext: BodyContext): Resolver<ComposeValues> {
  const resolve = zodResolver(bodyContext.replyTo ? sendReplySchema : sendMessageSchema);
  return async (values, context, options) => {
    const result = await resolve(requestBody(values, bodyContext), context, options as never);
    // The schema's output drops the form-only fields (attachment names); submit gets the form's values.
    return Object.keys(result.errors).length > 0 ? (result as never) : { values, errors: {} };
  };
}

interface ComposeDialogProps {
  portalId: string;
  staff: boolean;
  /** A new message about this process (§3 Message.process): shown, and sent with the message. */
  process?: { id: string; name: string } | undefined;
  /** The thread answered; absent for a new message. */
  replyTo?: ThreadMessage | undefined;
  onClose: () => void;
  onSent?: (messageId: string) => void;
}

/**
 * §2 new message (recipient, subject, message, attachments) or reply (recipient and subject come
 * from the thread, which is named instead); the button reads Send or Reply.
 */
export function ComposeDialog({ portalId, staff, process, replyTo, onClose, onSent }: ComposeDialogProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const queryClient = useQueryClient();
  const ownTargets = useQuery({ ...ownTargetsQuery(portalId), enabled: !staff });
  const [failure, setFailure] = useState<string | null>(null);
  const bodyContext: BodyContext = { staff, replyTo, processId: process?.id };
  const form = useForm<ComposeValues>({ resolver: resolverFor(bodyContext), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const recipients = useWatch({ control: form.control, name: 'recipient' });
  const options = useWatch({ control: form.control, name: ['email', 'sms', 'attachMessage'] });
  const target = replyTo
    ? replyTarget(replyTo, staff, ownTargets.data?.accounts ?? [])
    : attachmentTarget(recipients, ownTargets.data?.accounts ?? [], staff);

  const submit = async (values: ComposeValues) => {
    setFailure(null);
    try {
      if (replyTo) {
        const { id } = await sendReply(portalId, replyTo.id, replyRequest(values, bodyContext, replyTo));
        onSent?.(id);
      } else {
        const { ids } = await sendMessage(portalId, newRequest(values, bodyContext));
        if (ids[0]) onSent?.(ids[0]);
      }
      notify(t(replyTo ? 'messageCentre.replied' : 'messageCentre.sent'));
      await queryClient.invalidateQueries({ queryKey: messagesKey(portalId) });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={narrow}>
      <Stack component="form" noValidate onSubmit={form.handleSubmit(submit)} sx={{ height: '100%' }}>
        <DialogTitle id={titleId}>
          {t(replyTo ? 'messageCentre.replyTitle' : 'messageCentre.newTitle')}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {process && <ProcessChip portalId={portalId} process={process} />}
            {replyTo ? (
              <Typography color="text.secondary" data-testid="thread-line">
                {threadLine(replyTo.threadInitiator, i18n.language, t)}
              </Typography>
            ) : (
              <>
                <Controller
                  control={form.control}
                  name="recipient"
                  render={({ field }) => (
                    <RecipientField
                      portalId={portalId}
                      staff={staff}
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldError(errors.recipient?.message ?? errors.recipient?.root?.message, t)}
                    />
                  )}
                />
                <TextField
                  {...form.register('subject')}
                  label={t('messageCentre.subject')}
                  required
                  fullWidth
                  error={!!errors.subject}
                  helperText={fieldError(errors.subject?.message, t)}
                />
              </>
            )}
            <TextField
              {...form.register('subthread')}
              label={t('messageCentre.subthread')}
              helperText={fieldError(errors.subthread?.message, t) ?? t('messageCentre.subthreadHint')}
              error={!!errors.subthread}
              fullWidth
              size="small"
            />
            <Controller
              control={form.control}
              name="body"
              render={({ field }) => (
                <RichTextEditor
                  label={t('messageCentre.body')}
                  onChange={field.onChange}
                  error={fieldError(errors.body?.message, t)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="attachments"
              render={({ field }) => (
                <AttachmentsField
                  portalId={portalId}
                  value={field.value}
                  onChange={field.onChange}
                  upload={target ? (file) => uploadAttachment(portalId, file, target) : null}
                  uploadHint={t('messageCentre.chooseRecipientFirst')}
                />
              )}
            />
            <MessageOptionsField
              value={{ email: options[0], sms: options[1], attachMessage: options[2] }}
              onChange={(patch) => {
                for (const [key, checked] of Object.entries(patch))
                  form.setValue(key as 'email' | 'sms' | 'attachMessage', checked);
              }}
              canAttach={canAttachMessage(staff, replyTo ? [replyTo.recipient] : recipients)}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t('library.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? t('auth.pleaseWait') : t(replyTo ? 'messageCentre.reply' : 'messageCentre.send')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}

/** Where a reply's uploaded attachment is filed: the client's own account, or the account or group the thread is with. */
function replyTarget(message: ThreadMessage, staff: boolean, ownAccounts: { id: string }[]) {
  const recipient = message.recipient;
  return attachmentTarget(recipient.kind === 'user' ? [] : [recipient], ownAccounts, staff);
}
