import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useBrand } from '../../lib/brand-context';
import { BrandMark } from '../../ui/brand-mark';

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
        justifyContent: 'space-between',
        p: { xs: 3, md: 6 },
        color: theme.palette.primary.contrastText,
        background: `linear-gradient(150deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <BrandMark name={brand.displayName} inverse />
        <Typography component="p" variant="h6">
          {brand.displayName}
        </Typography>
      </Box>
      <Box sx={{ maxWidth: 560 }}>
        <Typography component="p" variant="h3">
          {t('public.headline')}
        </Typography>
        <Typography component="p" sx={{ opacity: 0.9, mt: 1 }}>
          {t('public.tagline')}
        </Typography>
      </Box>
    </Box>
  );
}
