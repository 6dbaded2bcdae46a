import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The ten recovery codes, shown once after enrolment, with a download to keep them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${codes.join('\r\n')}\r\n`], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack spacing={2}>
      <Alert severity="success">{t('totp.enrolled')}</Alert>
      <Alert severity="warning">{t('totp.recoveryIntro')}</Alert>
      <Box
        component="ul"
        aria-label={t('totp.recoveryTitle')}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, auto)' },
          gap: 1,
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={download}>
          {t('totp.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('totp.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
