import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGO_WIDTH } from '@portal/domain/schemas/portal-settings';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../lib/api-client';
import { refreshPortal, removePortalLogo, uploadPortalLogo } from '../../lib/portal-settings-api';
import { notify } from '../../ui/notify';

interface LogoSectionProps {
  portalId: string;
  portalName: string;
  logo: string | null;
  canEdit: boolean;
}

/** §3 Portal.photo: the logo drawn 150 px wide (§9); admins upload a PNG, JPEG or WebP or remove it. */
export function LogoSection({ portalId, portalName, logo, canEdit }: LogoSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify(done);
      await refreshPortal(queryClient, portalId);
    } catch (error) {
      notify(refusalText(error, t('messages.errors.technical')), 'error');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const onFile = (file: File | undefined) => {
    if (file) void run(() => uploadPortalLogo(portalId, file), t('portalSettings.logo.updated'));
  };
  return (
    <Stack spacing={2}>
      {logo ? (
        <Box
          component="img"
          src={logo}
          alt={t('portalSettings.logo.alt', { name: portalName })}
          data-testid="portal-logo"
          sx={{ width: LOGO_WIDTH, height: 'auto', display: 'block', objectFit: 'contain' }}
        />
      ) : (
        <Typography color="text.secondary">{t('portalSettings.logo.none')}</Typography>
      )}
      {canEdit && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('portalSettings.logo.hint')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {/* The file input stays outside the button: a control inside a control confuses screen readers. */}
            <input
              ref={input}
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp"
              data-testid="logo-input"
              onChange={(event) => onFile(event.target.files?.[0])}
            />
            <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
              {logo ? t('portalSettings.logo.replace') : t('portalSettings.logo.upload')}
            </Button>
            {logo && (
              <Button
                color="error"
                disabled={busy}
                onClick={() => void run(() => removePortalLogo(portalId), t('portalSettings.logo.removed'))}
              >
                {t('portalSettings.logo.remove')}
              </Button>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
