import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_DISCRETE_MS, SNACKBAR_MS } from '@portal/domain';
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
