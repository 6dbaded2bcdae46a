import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../lib/api-client';
import { downloadReport, type ReportRequest } from '../lib/report-api';
import { notify } from './notify';

interface Props {
  portalId: string;
  accountId: string;
  /** Names the file (the account's name). */
  name: string;
  request?: ReportRequest;
  label?: string;
}

/**
 * Downloads the account report as a PDF (issue 14): "Preparing your report…" while the server
 * prints it, and on failure the §8 PDF message with the download's error flag.
 */
export function ReportDownloadButton({ portalId, accountId, name, request = {}, label }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // The message shown under the button: the §8 PDF message, or the server's reason for refusing.
  const [failed, setFailed] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailed(null);
    try {
      await downloadReport(portalId, accountId, request, `${name}.pdf`);
      notify(t('report.ready'), 'success', true);
    } catch (error) {
      // 422: the account has no data to print (§8 external id messages), already in the reader's language.
      const message =
        error instanceof ApiError && error.status === 422 ? error.message : t('messages.errors.pdf');
      setFailed(message);
      notify(message, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box data-print="hide" sx={{ display: 'inline-flex', flexDirection: 'column', gap: 1 }}>
      <Button
        variant="outlined"
        onClick={() => void download()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} /> : <PictureAsPdfOutlined />}
        aria-busy={busy}
        data-pdf-error={failed !== null ? 'true' : undefined}
      >
        {busy ? t('report.preparing') : (label ?? t('report.download'))}
      </Button>
      {busy && (
        <Box
          role="status"
          sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {t('report.preparing')}
        </Box>
      )}
      {failed !== null && (
        <Alert severity="error" role="alert">
          {failed}
        </Alert>
      )}
    </Box>
  );
}
