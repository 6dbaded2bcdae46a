import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { buildPath, hasRoute, DIALOG_WIDTH_PX, type RouteName } from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useBrand } from '../../lib/brand-context';
import type { PortalHeader } from './client-dialogs-api';

/** §2 welcome links, each shown where the brand has the route. */
const LINKS: { route: RouteName; key: string }[] = [
  { route: 'dashboard-portal-library', key: 'library' },
  { route: 'dashboard-portal-investment-advice', key: 'investmentAdvice' },
  { route: 'dashboard-portal-messages', key: 'messages' },
  { route: 'dashboard-portal', key: 'tour' },
];

interface WelcomeDialogProps {
  portal: PortalHeader;
  missingExternalId: boolean;
  /** The client's group welcome content: HTML the server has sanitised. */
  groupWelcome?: string | null | undefined;
  /** Closes the dialog; `hideForGood` when 'do not show again' was ticked. */
  onClose: (hideForGood: boolean) => void;
}

/** §2 welcome dialog: persistent, the portal's logo, where to start, and 'do not show again'. */
export function WelcomeDialog({ portal, missingExternalId, groupWelcome, onClose }: WelcomeDialogProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const titleId = useId();
  const [hide, setHide] = useState(false);
  // A logo that cannot be loaded leaves no broken image behind.
  const [logoFailed, setLogoFailed] = useState(false);
  const links = LINKS.filter((link) => hasRoute(brand, link.route));
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH_PX } } }}
    >
      {portal.photo && !logoFailed && (
        <Box sx={{ px: 3, pt: 3 }}>
          <Box
            component="img"
            src={portal.photo}
            alt={t('app.portalLogo', { name: portal.name })}
            onError={() => setLogoFailed(true)}
            sx={{ maxWidth: 150, maxHeight: 60, objectFit: 'contain' }}
          />
        </Box>
      )}
      <DialogTitle id={titleId} component="h1" variant="h2">
        {t('clientDialogs.welcome.title', { portal: portal.name })}
      </DialogTitle>
      <DialogContent>
        {missingExternalId && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('clientDialogs.welcome.noExternalId')}
          </Alert>
        )}
        {groupWelcome && (
          <Box
            data-testid="group-welcome"
            sx={{
              mb: 2,
              '& h3': { typography: 'subtitle1', fontWeight: 600, m: 0 },
              '& p': { mt: 0.5, mb: 1 },
            }}
            dangerouslySetInnerHTML={{ __html: groupWelcome }}
          />
        )}
        <Typography variant="body2">{t('clientDialogs.welcome.intro')}</Typography>
        <List dense>
          {links.map((link) => (
            <ListItem key={link.route} disableGutters>
              <Link
                component={RouterLink}
                to={buildPath(brand, link.route, { portal: portal.id } as never)}
                onClick={() => onClose(hide)}
              >
                {t(`clientDialogs.welcome.links.${link.key}`)}
              </Link>
            </ListItem>
          ))}
        </List>
        <FormControlLabel
          control={<Checkbox checked={hide} onChange={(event) => setHide(event.target.checked)} />}
          label={t('clientDialogs.welcome.doNotShowAgain')}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={() => onClose(hide)}>
          {t('app.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
