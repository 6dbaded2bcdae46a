import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { themeFor } from '../../themes/theme-for';
import { ScreenTitle } from '../../ui/screen-title';
import { AdminMenu } from './menu/admin-menu';
import { ThemeSelect } from './menu/theme-select';
import { useAdminPreferences } from './menu/use-admin-preferences';
import { useToggleKey } from './menu/use-toggle-key';

const MENU_WIDTH = 240;

/**
 * The admin area's frame (§2): an admin bar with the menu toggle (also ctrl+a) and the theme switch,
 * the collapsible side menu of the brand's collection groups, and the screen.
 */
export function AdminFrame({
  title,
  current,
  children,
}: {
  title: string;
  current: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { theme, setTheme, menuOpen, setMenuOpen } = useAdminPreferences();
  const portalTheme = useTheme();
  const wide = useMediaQuery('(min-width:960px)', { noSsr: true });
  const [phoneMenu, setPhoneMenu] = useState(false);
  const menuId = useId();
  const open = wide ? menuOpen : phoneMenu;
  const toggle = useCallback(
    () => (wide ? setMenuOpen((value) => !value) : setPhoneMenu((value) => !value)),
    [wide, setMenuOpen],
  );
  useToggleKey(toggle);
  const frame = (
    <Box
      sx={{
        bgcolor: theme ? 'background.default' : undefined,
        color: 'text.primary',
        borderRadius: 1,
        p: theme ? 1 : 0,
      }}
    >
      <Paper
        variant="outlined"
        role="toolbar"
        aria-label={t('admin.bar.label')}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1, py: 1, mb: 2, flexWrap: 'wrap' }}
      >
        <Tooltip title={t('admin.bar.toggleHint')}>
          <IconButton
            aria-label={t('admin.bar.menu')}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={toggle}
          >
            {open ? <MenuOpen /> : <MenuIcon />}
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1, minWidth: 0, '& h1': { mb: 0, fontSize: { xs: '1.4rem', sm: '1.75rem' } } }}>
          <ScreenTitle title={title} />
        </Box>
        <ThemeSelect value={theme} onChange={setTheme} />
      </Paper>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {wide && open && (
          <Paper
            id={menuId}
            variant="outlined"
            sx={{
              width: MENU_WIDTH,
              flexShrink: 0,
              position: 'sticky',
              top: 80,
              maxHeight: 'calc(100vh - 96px)',
              overflowY: 'auto',
            }}
          >
            <AdminMenu current={current} />
          </Paper>
        )}
        {!wide && (
          <Drawer
            open={phoneMenu}
            onClose={() => setPhoneMenu(false)}
            slotProps={{ paper: { id: menuId, sx: { width: MENU_WIDTH } } }}
          >
            <AdminMenu current={current} onNavigate={() => setPhoneMenu(false)} />
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Box>
    </Box>
  );
  return <ThemeProvider theme={theme ? themeFor(theme) : portalTheme}>{frame}</ThemeProvider>;
}
