import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { buildPath } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { refusalText } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-context';
import { portalsQuery } from '../../lib/portfolio-api';
import { useViewer } from '../../lib/use-viewer';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import { CreatePortalDialog } from './create-portal-dialog';
import { canCreatePortal } from './portal-limits';

/**
 * Route `portals` (§2): the portals the viewer may open, as cards. Admins create one in the
 * create-portal dialog, hidden once the brand's maximum is reached (§2, §9; the server refuses past
 * it too).
 */
export default function PortalsScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { admin } = useViewer();
  const portals = useQuery(portalsQuery());
  const [creating, setCreating] = useState(false);
  const items = portals.data?.items ?? [];
  const total = portals.data?.total ?? items.length;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1 }}>
          <ScreenTitle title={t('portals.title')} />
        </Box>
        {admin && portals.data && canCreatePortal(total, brand.limits.maxPortals) && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('portalSettings.create.open')}
          </Button>
        )}
      </Box>
      {portals.isPending && <PageLoader />}
      {portals.isError && (
        <Alert severity="error">{refusalText(portals.error, t('messages.errors.technical'))}</Alert>
      )}
      {portals.isSuccess && items.length === 0 && (
        <Typography color="text.secondary">{t('portals.none')}</Typography>
      )}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2 }}
        role="list"
      >
        {items.map((portal) => (
          <Card key={portal.id} variant="outlined" role="listitem">
            <CardActionArea
              component={RouterLink}
              to={buildPath(brand, 'dashboard-portal', { portal: portal.id })}
              sx={{ height: '100%' }}
            >
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <Avatar
                  src={portal.photo ?? undefined}
                  alt=""
                  variant={portal.photo ? 'rounded' : 'circular'}
                  sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
                  aria-hidden
                >
                  {portal.name.charAt(0)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h2" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
                    {portal.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('portals.open')}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      {admin && <CreatePortalDialog open={creating} onClose={() => setCreating(false)} />}
    </>
  );
}
