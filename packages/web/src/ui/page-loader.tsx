import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240, width: '100%' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
