import PersonAdd from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';

import { ApiError, refusalText } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-context';
import { portalSettingsQuery } from '../../lib/portal-settings-api';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import { InviteManagerDialog } from './invite-manager-dialog';
import { LogoSection } from './logo-section';
import { ReadOnlySettings } from './read-only-settings';
import { Section, SettingsForm } from './settings-form';

/**
 * Route `edit_portal` (§2 portal settings): company admins change name, contact, theme (with a
 * live preview), language, terms per locale and the logo, and invite managers; advisors of the
 * company see the values read-only (§6).
 */
export default function EditPortalScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { portal = '' } = useParams();
  const query = useQuery(portalSettingsQuery(portal));
  const [inviting, setInviting] = useState(false);
  if (query.isPending) return <PageLoader />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return <Navigate to="/dashboard/404" replace />;
  if (!query.data)
    return <Alert severity="error">{refusalText(query.error, t('messages.errors.technical'))}</Alert>;
  const settings = query.data;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ScreenTitle title={t('portalSettings.title', { name: settings.name })} />
        </Box>
        {settings.canEdit && (
          <Button variant="outlined" startIcon={<PersonAdd />} onClick={() => setInviting(true)}>
            {t('portalSettings.invite.open')}
          </Button>
        )}
      </Box>
      <Stack spacing={3}>
        {!settings.canEdit && <Alert severity="info">{t('portalSettings.readOnly')}</Alert>}
        <Section title={t('portalSettings.sections.logo')}>
          <LogoSection
            portalId={settings.id}
            portalName={settings.name}
            logo={settings.logo}
            canEdit={settings.canEdit}
          />
        </Section>
        {settings.canEdit ? (
          <SettingsForm key={settings.id} settings={settings} />
        ) : (
          <Section title={t('portalSettings.sections.general')}>
            <ReadOnlySettings settings={settings} />
          </Section>
        )}
      </Stack>
      {settings.canEdit && (
        <InviteManagerDialog
          portalId={settings.id}
          open={inviting}
          onClose={() => setInviting(false)}
          defaultLanguage={settings.portalLanguage ?? brand.defaultLocale}
        />
      )}
    </Box>
  );
}
