import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../lib/api-client';
import { notify } from '../../ui/notify';
import { previewAvailabilityQuery } from './preview-api';
import { usePreviewSwitch } from './use-preview';

/**
 * "View as client" on the account screen (professionals only): opens a read-only preview of the
 * client's portal and goes where the client would land. Disabled when the account has no client user.
 */
export function ViewAsClientButton({ portalId, accountId }: { portalId: string; accountId: string }) {
  const { t } = useTranslation();
  const availability = useQuery(previewAvailabilityQuery(portalId, accountId));
  const { start } = usePreviewSwitch();
  const [busy, setBusy] = useState(false);
  const available = availability.data?.available === true;
  const hint = available
    ? t('preview.viewAsClientHint', { client: availability.data?.clientName ?? '' })
    : availability.data
      ? t('preview.noClient')
      : '';

  async function open() {
    setBusy(true);
    try {
      await start(portalId, accountId);
    } catch (error) {
      notify(refusalText(error, t('messages.errors.technical')), 'error');
      setBusy(false);
    }
  }
  return (
    <Tooltip title={hint}>
      {/* A disabled button gets no pointer events; the span keeps its tooltip. */}
      <span>
        <Button
          variant="outlined"
          startIcon={<VisibilityIcon />}
          disabled={!available || busy}
          onClick={() => void open()}
        >
          {busy ? t('preview.starting') : t('preview.viewAsClient')}
        </Button>
      </span>
    </Tooltip>
  );
}
