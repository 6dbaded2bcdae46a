import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useDocumentTitle } from '../../ui/use-document-title';

interface ErrorPageProps {
  /** 404 shows 'Page not found.'; anything else 'An error occurred'. */
  status?: number;
  /** The error's own message, shown instead of 'We encountered an error.'. */
  message?: string | null;
}

/** §2 Error page. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const title = notFound ? t('messages.errors.not_found') : t('errorPage.title');
  useDocumentTitle(title);
  const Icon = notFound ? SearchOff : ErrorOutline;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}
      >
        <Icon sx={{ fontSize: 56, color: notFound ? 'text.secondary' : 'error.main' }} aria-hidden />
        <Typography variant="h1" sx={{ mt: 2, mb: 2 }}>
          {title}
        </Typography>
        {!notFound && (
          <>
            <Typography>{message || t('errorPage.generic')}</Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('errorPage.tryLater')}
            </Typography>
          </>
        )}
        <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 4 }}>
          {t('errorPage.backHome')}
        </Button>
      </Paper>
    </Box>
  );
}
