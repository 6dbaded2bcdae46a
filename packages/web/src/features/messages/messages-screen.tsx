import Edit from '@mui/icons-material/Edit';
import { isProfessionalRole, MESSAGE_TABS, roleOfUser } from '@portal/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useSession } from '../../lib/session';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import { ComposeDialog } from './compose-dialog';
import { errorMessage } from './message-errors';
import { MessageList } from './message-list';
import { MESSAGE_PAGE_SIZE, tabQuery } from './messages-api';
import { ThreadView } from './thread-view';
import { useMessageRoute } from './use-message-route';
import { WhenWritable } from '../preview';

/**
 * Route `dashboard-portal-messages` (§2 Messages): tabs latest, archive and sent (paged on the
 * server), a thread beside the list (in its place on a phone), and the new message dialog.
 */
export default function MessagesScreen() {
  const { t } = useTranslation();
  const { portal: portalId = '' } = useParams();
  const { data: session } = useSession();
  const staff = session ? isProfessionalRole(roleOfUser(session.user)) : false;
  const { route, go } = useMessageRoute();
  const [composing, setComposing] = useState(false);
  const list = useQuery(tabQuery(portalId, route.tab, route.page));
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / MESSAGE_PAGE_SIZE));

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <ScreenTitle title={t('screens.dashboard-portal-messages')} />
        <WhenWritable>
          <Button
            variant="contained"
            startIcon={<Edit />}
            onClick={() => setComposing(true)}
            sx={{ flexShrink: 0 }}
          >
            {t('messageCentre.new')}
          </Button>
        </WhenWritable>
      </Stack>
      <Tabs
        value={route.tab}
        onChange={(_event, tab) => go({ tab })}
        aria-label={t('messageCentre.tabsLabel')}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, maxWidth: { md: 480 } }}
      >
        {MESSAGE_TABS.map((tab) => (
          <Tab key={tab} value={tab} label={t(`messageCentre.tabs.${tab}`)} />
        ))}
      </Tabs>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 5fr) 7fr' } }}>
        <Box sx={{ display: { xs: route.open ? 'none' : 'block', md: 'block' }, minWidth: 0 }}>
          {list.isPending && <PageLoader />}
          {list.isError && <Alert severity="error">{errorMessage(list.error, t)}</Alert>}
          {list.data &&
            (list.data.items.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
                <Typography color="text.secondary">{t(`messageCentre.empty.${route.tab}`)}</Typography>
              </Paper>
            ) : (
              <Paper variant="outlined">
                <MessageList
                  items={list.data.items}
                  tab={route.tab}
                  openId={route.open}
                  onOpen={(open) => go({ open })}
                />
              </Paper>
            ))}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(route.page, pages)}
              onChange={(_event, page) => go({ page })}
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </Box>
        <Box sx={{ display: { xs: route.open ? 'block' : 'none', md: 'block' }, minWidth: 0 }}>
          {route.open ? (
            <ThreadView
              key={route.open}
              portalId={portalId}
              messageId={route.open}
              staff={staff}
              onBack={() => go({ open: null })}
              onGone={() => go({ open: null })}
            />
          ) : (
            <Paper
              variant="outlined"
              sx={{ p: 4, textAlign: 'center', display: { xs: 'none', md: 'block' }, borderStyle: 'dashed' }}
            >
              <Typography color="text.secondary">{t('messageCentre.pick')}</Typography>
            </Paper>
          )}
        </Box>
      </Box>
      {composing && (
        <ComposeDialog
          portalId={portalId}
          staff={staff}
          onClose={() => setComposing(false)}
          onSent={(open) => go({ tab: 'sent', open })}
        />
      )}
    </>
  );
}
