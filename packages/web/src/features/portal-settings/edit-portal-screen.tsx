import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { buildPath } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { useBrand } from '../../lib/brand-context';
import { portalQuery } from '../../lib/portfolio-api';
import { useViewer } from '../../lib/use-viewer';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';

/**
 * Route `edit_portal`: the portal's settings as the portal API gives them. Changes are made in the
 * admin portals collection (its form validates logo, theme, language, terms and contact, §5), so
 * admins get a link there; the portal API itself is read-only.
 */
export default function EditPortalScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { admin } = useViewer();
  const { portal = '' } = useParams();
  const query = useQuery(portalQuery(portal));
  if (query.isPending) return <PageLoader />;
  if (!query.data) return <Alert severity="error">{t('messages.errors.technical')}</Alert>;
  const p = query.data;
  const rows: [string, string][] = [
    [t('portals.settings.name'), p.name],
    [t('portals.settings.theme'), p.theme ?? '—'],
    [
      t('portals.settings.language'),
      p.language ? t(`language.names.${p.language}`, { defaultValue: p.language }) : '—',
    ],
    [t('portals.settings.logo'), p.photo ? t('portals.settings.logoSet') : '—'],
  ];
  return (
    <>
      <ScreenTitle title={t('portals.settings.title', { name: p.name })} />
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
        <Table size="small" aria-label={t('portals.settings.title', { name: p.name })}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {admin ? (
          <Button
            sx={{ mt: 2 }}
            variant="contained"
            component={RouterLink}
            to={buildPath(brand, 'admin-collection', { collection: 'portals' }, { open: p.id })}
          >
            {t('portals.settings.edit')}
          </Button>
        ) : (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('portals.settings.adminsOnly')}
          </Alert>
        )}
      </Paper>
    </>
  );
}
