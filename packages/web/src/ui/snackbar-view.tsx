import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { BOTTOM_NAV_MIN_HEIGHT_PX, SNACKBAR_DISCRETE_MS, SNACKBAR_MS } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { dismissNotification, type Notification } from './notify';

/** The snackbar of one notification (§8: 5 s, 1 s when discrete). */
export default function SnackbarView({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const close = () => dismissNotification(notification.id);
  return (
    <Snackbar
      open
      autoHideDuration={notification.discrete ? SNACKBAR_DISCRETE_MS : SNACKBAR_MS}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Above the bottom navigation on phones.
      sx={{ bottom: { xs: BOTTOM_NAV_MIN_HEIGHT_PX + 8, md: 24 } }}
    >
      <Alert
        severity={notification.severity}
        variant="filled"
        onClose={close}
        closeText={t('app.close')}
        sx={{ width: '100%' }}
      >
        {notification.text}
      </Alert>
    </Snackbar>
  );
}
