import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { SessionUser } from '../../lib/session';
import { BrandMark } from '../../ui/brand-mark';
import { LanguageSelector, type LanguageSelectorProps } from '../../ui/language-selector';
import { AccountMenu } from './account-menu';

interface TopBarProps {
  /** The portal's (or, before a portal is open, the brand's) name. */
  name: string;
  /** The portal's logo; a monogram stands in without one. */
  logoUrl?: string | null;
  homeHref: string;
  user: SessionUser;
  /** The language shown and the brand's languages (i18n useLanguage; the prerendered frame's own). */
  language: Pick<LanguageSelectorProps, 'value' | 'languages' | 'onChange'>;
}

/**
 * The signed-in top bar. Memoised: the frame re-renders as each of its answers arrives (menu, badges,
 * client status), in tasks that block the page, and the bar's props do not change with them (decision 137).
 */
export const TopBar = memo(function TopBar({ name, logoUrl, homeHref, user, language }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      data-print="hide"
      sx={(theme) => ({
        zIndex: theme.zIndex.drawer + 1,
        bgcolor: 'background.paper',
        borderBottom: `1px solid ${theme.palette.divider}`,
      })}
    >
      <Toolbar sx={{ gap: 1.5 }}>
        <Box
          component={RouterLink}
          to={homeHref}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none' }}
        >
          <BrandMark name={name} logoUrl={logoUrl} logoAlt={t('app.portalLogo', { name })} />
          <Typography component="span" variant="h6" noWrap sx={{ fontSize: { xs: '1rem', sm: '1.15rem' } }}>
            {name}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSelector {...language} />
        <AccountMenu user={user} />
      </Toolbar>
    </AppBar>
  );
});
