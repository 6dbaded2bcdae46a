import Alert from '@mui/material/Alert';
import GlobalStyles from '@mui/material/GlobalStyles';
import Snackbar from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BOTTOM_NAV_MIN_HEIGHT_PX, SNACKBAR_DISCRETE_MS, SNACKBAR_MS } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { dismissNotification, type Notification } from './notify';
import { useSnackbarEdge } from './use-snackbar-edge';

/** Room kept between the snackbar and a dialog it must not cover. */
const GAP_PX = 8;
/** Below the top bar (MUI's toolbar is at most 64 px high). */
const TOP_OFFSET_PX = 64 + GAP_PX;

/**
 * The snackbar of one notification (§8/§9: 5 s, 1 s when discrete). It never sits over an open
 * dialog: while it shows, every dialog's container keeps the snackbar's band free (the dialog's
 * paper shrinks and scrolls, MUI caps it at the container's height), and it never sits over the
 * field being typed into (it moves to the top edge then).
 */
export default function SnackbarView({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  // Above the bottom navigation on phones.
  const bottomOffset = desktop ? 24 : BOTTOM_NAV_MIN_HEIGHT_PX + GAP_PX;
  const { ref, edge, height } = useSnackbarEdge({ bottomOffset, topOffset: TOP_OFFSET_PX });
  const close = () => dismissNotification(notification.id);
  const band = (edge === 'bottom' ? bottomOffset : TOP_OFFSET_PX) + height + GAP_PX;
  return (
    <>
      <GlobalStyles
        styles={{
          '.MuiDialog-container': {
            boxSizing: 'border-box',
            [edge === 'bottom' ? 'paddingBottom' : 'paddingTop']: `${band}px`,
          },
        }}
      />
      <Snackbar
        ref={ref}
        open
        autoHideDuration={notification.discrete ? SNACKBAR_DISCRETE_MS : SNACKBAR_MS}
        onClose={(_, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: edge, horizontal: 'center' }}
        sx={edge === 'bottom' ? { bottom: `${bottomOffset}px` } : { top: `${TOP_OFFSET_PX}px` }}
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
    </>
  );
}
