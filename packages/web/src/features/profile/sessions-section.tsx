import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { notify } from '../../ui/notify';
import { authErrorText } from '../auth';
import { SessionRow } from './session-row';
import { endOtherSessions, endSession, fetchSessions, SESSIONS_QUERY_KEY } from './sessions-api';
import { WritableAction } from '../preview';

/** The user's signed-in devices, with sign-out for one or all of the others. */
export function SessionsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: fetchSessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  const onError = (error: unknown) => notify(authErrorText(error, t), 'error');
  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: () => notify(t('sessions.signedOut')),
    onError,
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => notify(t('sessions.othersSignedOut')),
    onError,
    onSettled: refresh,
  });
  const busy = endOne.isPending || endOthers.isPending;
  const list = sessions.data ?? [];
  const hasOthers = list.some((session) => !session.current);

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="sessions-title">
      <Typography id="sessions-title" variant="h6" component="h2">
        {t('sessions.title')}
      </Typography>
      {sessions.isPending && <CircularProgress size={24} sx={{ my: 2 }} />}
      {sessions.isError && <Alert severity="error">{authErrorText(sessions.error, t)}</Alert>}
      {list.length > 0 && (
        <List>
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={busy}
              onSignOut={(id) => endOne.mutate(id)}
            />
          ))}
        </List>
      )}
      {sessions.isSuccess &&
        (hasOthers ? (
          <WritableAction>
            <Button variant="outlined" disabled={busy} onClick={() => endOthers.mutate()}>
              {t('sessions.signOutOthers')}
            </Button>
          </WritableAction>
        ) : (
          <Typography color="text.secondary">{t('sessions.none')}</Typography>
        ))}
    </Paper>
  );
}
