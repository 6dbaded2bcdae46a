import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFile from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { downloadFile } from '../../lib/download-file';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notify } from '../../ui/notify';
import { PageLoader } from '../../ui/page-loader';
import { ComposeDialog } from './compose-dialog';
import { formatDateTime } from '../../ui/format';
import { errorMessage } from './message-errors';
import {
  attachmentUrl,
  messagesKey,
  setMessageState,
  threadQuery,
  type MessageAction,
  type ThreadMessage,
} from './messages-api';
import { ProcessChip } from './process-chip';
import { safeHtml } from './rich-text';
import { threadLine } from './thread-line';
import { WritableAction } from '../preview';

interface ThreadViewProps {
  portalId: string;
  messageId: string;
  staff: boolean;
  onBack: () => void;
  /** After delete: the thread is gone for this viewer. */
  onGone: () => void;
}

/** A thread, oldest first: each message's sender, date, body and attachments; reply, archive, unread, delete. */
export function ThreadView({ portalId, messageId, staff, onBack, onGone }: ThreadViewProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const thread = useQuery(threadQuery(portalId, messageId));
  const [replying, setReplying] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const items = thread.data?.items ?? [];
  const root = items[0];
  const unread = items.some((item) => !item.read);
  const refresh = () => queryClient.invalidateQueries({ queryKey: messagesKey(portalId) });

  const state = useMutation({
    mutationFn: (action: MessageAction) => setMessageState(portalId, messageId, action),
    onSuccess: async (_nothing, action) => {
      if (action !== 'read') notify(t(`messageCentre.done.${action}`));
      if (action === 'delete' || action === 'unread') onGone();
      await refresh();
    },
    onError: (error) => notify(errorMessage(error, t), 'error'),
  });
  const { mutate } = state;
  // Opening a thread reads it, once (the badge and the list's bold follow); 'mark unread' sticks.
  const readOnOpen = useRef<string | null>(null);
  useEffect(() => {
    if (!unread || readOnOpen.current === messageId) return;
    readOnOpen.current = messageId;
    mutate('read');
  }, [unread, mutate, messageId]);

  if (thread.isPending) return <PageLoader />;
  if (thread.isError || !root) return <Alert severity="error">{errorMessage(thread.error, t)}</Alert>;
  const archived = root.archived;
  const download = (message: ThreadMessage, documentId: string, name: string) =>
    downloadFile(
      attachmentUrl(portalId, message.id, documentId),
      /\.pdf$/i.test(name) ? name : `${name}.pdf`,
    ).catch(() => notify(t('messages.errors.document_url'), 'error'));

  return (
    <Stack spacing={2} component="article" aria-labelledby="thread-subject">
      <Button
        startIcon={<ArrowBack />}
        onClick={onBack}
        sx={{ alignSelf: 'flex-start', display: { md: 'none' } }}
      >
        {t('messageCentre.back')}
      </Button>
      <Box>
        <Typography id="thread-subject" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {root.subject}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {threadLine(root.threadInitiator, i18n.language, t)}
        </Typography>
        {root.process && (
          <Box sx={{ mt: 1 }}>
            <ProcessChip portalId={portalId} process={root.process} />
          </Box>
        )}
      </Box>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiButton-root': { px: { xs: 1.25, sm: 2 } } }}
      >
        <WritableAction>
          <Button variant="contained" onClick={() => setReplying(true)}>
            {t('messageCentre.reply')}
          </Button>
        </WritableAction>
        <WritableAction>
          <Button
            variant="outlined"
            disabled={state.isPending}
            onClick={() => mutate(archived ? 'unarchive' : 'archive')}
          >
            {t(archived ? 'messageCentre.unarchive' : 'messageCentre.archive')}
          </Button>
        </WritableAction>
        <WritableAction>
          <Button variant="outlined" disabled={state.isPending} onClick={() => mutate('unread')}>
            {t('messageCentre.markUnread')}
          </Button>
        </WritableAction>
        <WritableAction>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            {t('messageCentre.delete')}
          </Button>
        </WritableAction>
      </Stack>
      {items.map((message) => (
        <Paper
          key={message.id}
          variant="outlined"
          sx={{ p: 2 }}
          component="section"
          aria-label={message.sender.name}
        >
          <Box sx={{ display: 'flex', columnGap: 1, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>{message.sender.name}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {formatDateTime(message.createdAt, i18n.language)}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('messageCentre.to', { name: message.recipient.name })}
          </Typography>
          {message.subthread && (
            <Chip
              size="small"
              variant="outlined"
              label={t('messageCentre.subthreadLabel', { name: message.subthread })}
              sx={{ mb: 1, maxWidth: '100%' }}
            />
          )}
          <Box
            sx={{ overflowWrap: 'anywhere', '& p': { mt: 0, mb: 1 }, '& ul, & ol': { pl: 3 } }}
            // The server sanitised the body; safeHtml keeps only the allowed tags again here.
            dangerouslySetInnerHTML={{ __html: safeHtml(message.body) }}
          />
          {message.attachments.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {message.attachments.map((attachment) => (
                <Chip
                  key={attachment.documentId}
                  icon={<AttachFile />}
                  label={attachment.name}
                  onClick={() => void download(message, attachment.documentId, attachment.name)}
                  sx={{ maxWidth: '100%' }}
                />
              ))}
            </Stack>
          )}
        </Paper>
      ))}
      {replying && (
        <ComposeDialog
          portalId={portalId}
          staff={staff}
          replyTo={items[items.length - 1]}
          onClose={() => setReplying(false)}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title={t('messageCentre.deleteTitle')}
        text={t('messageCentre.deleteText')}
        confirmLabel={t('messageCentre.delete')}
        cancelLabel={t('library.cancel')}
        busy={state.isPending}
        onConfirm={() => {
          setDeleting(false);
          mutate('delete');
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
