import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useBrand } from '../../lib/brand-context';

/** The branded page behind the login dialog on /login, /signup and /password-reset. */
export function PublicBackdrop() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        p: { xs: 3, md: 8 },
        color: theme.palette.primary.contrastText,
        background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      })}
    >
      <Typography component="p" variant="overline" sx={{ fontSize: '0.9rem', letterSpacing: 2 }}>
        {brand.displayName}
      </Typography>
      <Typography component="p" variant="h3" sx={{ maxWidth: 560 }}>
        {t('public.headline')}
      </Typography>
      <Typography component="p" sx={{ maxWidth: 560, opacity: 0.9, mt: 1 }}>
        {t('public.tagline')}
      </Typography>
    </Box>
  );
}
