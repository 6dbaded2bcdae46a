import Box from '@mui/material/Box';
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
        {/* Drawn like a contained button, but not one: the preview is a picture, nothing in it is interactive. */}
        <Box
          component="span"
          sx={{
            justifySelf: 'start',
            px: 1.5,
            py: 0.5,
            borderRadius: `${theme.shape.borderRadius}px`,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: '0.8125rem',
            fontWeight: 500,
            textTransform: theme.typography.button.textTransform,
          }}
        >
          {t('portalSettings.preview.button')}
        </Box>
      </Paper>
    </ThemeProvider>
  );
}
