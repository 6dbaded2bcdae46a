import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

import { themeFor } from '../../themes/theme-for';

/**
 * A live swatch of a theme: a small card drawn with the theme's own palette, type and shape, so
 * the admin sees the portal's look before saving it.
 */
export function ThemePreview({ themeId, label }: { themeId: string; label: string }) {
  const { t } = useTranslation();
  const theme = themeFor(themeId);
  return (
    <ThemeProvider theme={theme}>
      <Paper
        variant="outlined"
        role="img"
        aria-label={t('portalSettings.preview.label', { theme: label })}
        sx={{ p: 2, bgcolor: 'background.default', color: 'text.primary', display: 'grid', gap: 1 }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box sx={{ width: 24, height: 24, borderRadius: 1, bgcolor: 'primary.main' }} />
          <Box sx={{ width: 24, height: 24, borderRadius: 1, bgcolor: 'secondary.main' }} />
          <Typography component="span" sx={{ fontWeight: 600, fontFamily: theme.typography.h1.fontFamily }}>
            {t('portalSettings.preview.heading')}
          </Typography>
        </Box>
        <Paper sx={{ p: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('portalSettings.preview.text')}
          </Typography>
        </Paper>
        <Box>
          <Button variant="contained" size="small" tabIndex={-1} aria-hidden>
            {t('portalSettings.preview.button')}
          </Button>
        </Box>
      </Paper>
    </ThemeProvider>
  );
}
