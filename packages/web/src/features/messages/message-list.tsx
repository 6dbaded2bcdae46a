import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { MessageTab } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { formatInstantDate } from '../../ui/format';
import type { MessageItem } from './messages-api';

interface MessageListProps {
  items: MessageItem[];
  tab: MessageTab;
  openId: string | null;
  onOpen: (id: string) => void;
}

/** One page of a tab: unread ones in bold with a dot; who it is from (or to, in sent), when, a preview. */
export function MessageList({ items, tab, openId, onOpen }: MessageListProps) {
  const { t, i18n } = useTranslation();
  return (
    <List disablePadding aria-label={t(`messageCentre.tabs.${tab}`)}>
      {items.map((message) => {
        const unread = !message.read && tab !== 'sent';
        const party =
          tab === 'sent' ? t('messageCentre.to', { name: message.recipient.name }) : message.sender.name;
        return (
          <ListItem key={message.id} disablePadding divider>
            <ListItemButton
              selected={message.id === openId}
              onClick={() => onOpen(message.id)}
              aria-current={message.id === openId ? 'true' : undefined}
              sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 8,
                  height: 8,
                  mt: 1,
                  borderRadius: '50%',
                  flexShrink: 0,
                  bgcolor: unread ? 'primary.main' : 'transparent',
                }}
              />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                  <Typography noWrap sx={{ flex: 1, fontWeight: unread ? 700 : 400 }}>
                    {party}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                    {formatInstantDate(message.createdAt, i18n.language)}
                  </Typography>
                </Box>
                <Typography variant="body2" noWrap sx={{ fontWeight: unread ? 700 : 500 }}>
                  {unread && (
                    <Box
                      component="span"
                      sx={{
                        position: 'absolute',
                        // Strings: in sx a bare 1 means 100%.
                        width: '1px',
                        height: '1px',
                        overflow: 'hidden',
                        clip: 'rect(0 0 0 0)',
                      }}
                    >
                      {t('messageCentre.unread')}{' '}
                    </Box>
                  )}
                  {message.subject}
                  {message.attachments.length > 0 && (
                    <AttachFile
                      fontSize="inherit"
                      aria-label={t('messageCentre.hasAttachments')}
                      sx={{ ml: 0.5, verticalAlign: 'middle' }}
                    />
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {message.preview}
                </Typography>
                {(message.process || message.subthread) && (
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {[
                      message.process && t('messageCentre.aboutProcess', { name: message.process.name }),
                      message.subthread && t('messageCentre.subthreadLabel', { name: message.subthread }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                )}
              </Box>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
