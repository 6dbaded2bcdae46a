import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { buildPath, hasRoute } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useBrand } from '../../lib/brand-context';
import { useViewer } from '../../lib/use-viewer';
import { formatDateTime } from '../../ui/format';
import { WritableAction } from '../preview';
import { ComposeDialog } from './compose-dialog';
import { processMessagesQuery } from './messages-api';
import { writeMessageRoute } from './use-message-route';

/**
 * §3 Message.process on the process screen: the messages about this process the viewer can read,
 * each opening its thread on the messages screen, and "Start a conversation about this process".
 * Nothing where the brand has no messages (§2: the partners brand).
 */
export function ProcessConversation({
  portalId,
  process,
}: {
  portalId: string;
  process: { id: string; name: string };
}) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const { staff } = useViewer();
  const [composing, setComposing] = useState(false);
  const enabled = hasRoute(brand, 'dashboard-portal-messages');
  const query = useQuery({ ...processMessagesQuery(portalId, process.id), enabled });
  if (!enabled) return null;
  const messagesPath = buildPath(brand, 'dashboard-portal-messages', { portal: portalId });
  const items = query.data?.items ?? [];
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="process-conversation"
    >
      <Stack sx={{ gap: 1.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="process-conversation" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('messageCentre.processConversation')}
          </Typography>
          <WritableAction>
            <Button variant="outlined" startIcon={<ForumOutlined />} onClick={() => setComposing(true)}>
              {t('messageCentre.startAboutProcess')}
            </Button>
          </WritableAction>
        </Stack>
        {query.isError && <Alert severity="error">{t('messages.errors.technical')}</Alert>}
        {query.isSuccess && items.length === 0 && (
          <Typography color="text.secondary">{t('messageCentre.processConversationEmpty')}</Typography>
        )}
        {items.length > 0 && (
          <List disablePadding aria-label={t('messageCentre.processConversation')}>
            {items.map((message) => (
              <ListItem key={message.id} disablePadding divider>
                <ListItemButton
                  component={RouterLink}
                  to={`${messagesPath}?${writeMessageRoute({ tab: 'latest', page: 1, open: null }, { open: message.id })}`}
                >
                  <ListItemText
                    primary={message.subject}
                    secondary={`${message.sender.name} · ${formatDateTime(message.createdAt, i18n.language)}`}
                  />
                  {message.subthread && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t('messageCentre.subthreadLabel', { name: message.subthread })}
                    />
                  )}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
      {composing && (
        <ComposeDialog
          portalId={portalId}
          staff={staff}
          process={process}
          onClose={() => setComposing(false)}
        />
      )}
    </Paper>
  );
}
