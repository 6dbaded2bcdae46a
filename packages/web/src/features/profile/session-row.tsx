import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../ui/format';
import { describeDevice } from './describe-device';
import type { AuthSession } from '@portal/domain';
import { WritableAction } from '../preview';

interface SessionRowProps {
  session: AuthSession;
  busy: boolean;
  onSignOut: (id: string) => void;
}

/** One signed-in device: what it is, its IP, when it was last active, and a sign-out button. */
export function SessionRow({ session, busy, onSignOut }: SessionRowProps) {
  const { t, i18n } = useTranslation();
  const device = describeDevice(session.userAgent) ?? t('sessions.unknownDevice');
  const when = formatDateTime(session.lastSeenAt, i18n.language);
  const details = [session.ip, t('sessions.lastSeen', { when })].filter(Boolean).join(' · ');
  return (
    // The button sits in the row's flow (not MUI's absolutely placed secondaryAction), so on a phone
    // the text wraps beside it instead of running underneath it.
    <ListItem divider>
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <span>{device}</span>
            {session.current && <Chip size="small" color="primary" label={t('sessions.current')} />}
          </Stack>
        }
        secondary={details}
      />
      {!session.current && (
        <WritableAction>
          <Button
            size="small"
            disabled={busy}
            onClick={() => onSignOut(session.id)}
            sx={{ flexShrink: 0, ml: 1 }}
          >
            {t('sessions.signOut')}
          </Button>
        </WritableAction>
      )}
    </ListItem>
  );
}
