import { NAV_DRAWER_COLLAPSED_PX as COLLAPSED, NAV_DRAWER_EXPANDED_PX as EXPANDED } from '@portal/domain';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha, type Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { memo, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { isActiveLink } from '../../ui/is-active-link';
import { NavBadgeIcon } from './nav-badge-icon';
import { NavIcon } from './nav-icons';
import { activeItemKey, type ResolvedNavItem } from './use-nav-items';

const itemSx = (theme: Theme) => {
  const ink = theme.palette.navigation.contrastText;
  return {
    minHeight: 48,
    px: '15.5px',
    color: 'inherit',
    '&:hover': { backgroundColor: alpha(ink, 0.08) },
    '&.Mui-selected, &.Mui-selected:hover': {
      backgroundColor: alpha(ink, 0.14),
      boxShadow: `inset 3px 0 0 ${ink}`,
    },
  };
};

interface NavDrawerProps {
  items: ResolvedNavItem[];
  /** From 1600 px the drawer stays open at 250 px; otherwise 55 px, expanding over the page on hover. */
  pinned: boolean;
  /** Counts shown on items, by item key (unread messages). */
  badges?: Record<string, number>;
}

/**
 * §9 desktop navigation: collapsed to icons, expanded on hover or keyboard focus.
 * Memoised: the frame re-renders as its answers arrive, and the items keep their identity while
 * they are the same (decision 137).
 */
export const NavDrawer = memo(function NavDrawer({ items, pinned, badges = {} }: NavDrawerProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [hovered, setHovered] = useState(false);
  const open = pinned || hovered;
  const activeKey = activeItemKey(items, pathname, search);
  return (
    <Drawer
      variant="permanent"
      open
      data-print="hide"
      slotProps={{
        paper: {
          component: 'nav',
          'aria-label': t('app.mainNavigation'),
          onMouseEnter: () => setHovered(true),
          onMouseLeave: () => setHovered(false),
          onFocus: () => setHovered(true),
          onBlur: (event: FocusEvent<HTMLElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
          },
          sx: (theme) => ({
            width: open ? EXPANDED : COLLAPSED,
            overflowX: 'hidden',
            bgcolor: 'navigation.main',
            color: 'navigation.contrastText',
            boxShadow: hovered && !pinned ? theme.shadows[8] : 'none',
            transition: theme.transitions.create(['width', 'box-shadow'], {
              duration: theme.transitions.duration.shorter,
            }),
          }),
        },
      }}
    >
      <Toolbar />
      <List>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <li key={item.key}>
              <ListItemButton
                component={RouterLink}
                to={item.href}
                selected={active}
                aria-current={active ? 'page' : undefined}
                sx={itemSx}
              >
                <ListItemIcon sx={{ minWidth: 0, mr: 2.5, color: 'inherit' }}>
                  <NavBadgeIcon count={badges[item.key]}>
                    <NavIcon name={item.icon} />
                  </NavBadgeIcon>
                </ListItemIcon>
                <ListItemText primary={item.label} sx={{ opacity: open ? 1 : 0, whiteSpace: 'nowrap' }} />
              </ListItemButton>
              {open && active && item.children.length > 0 && (
                <List disablePadding>
                  {item.children.map((child) => (
                    <ListItemButton
                      key={child.key}
                      component={RouterLink}
                      to={child.href}
                      selected={isActiveLink(child.href, pathname, search)}
                      sx={[itemSx, { pl: 8.5, minHeight: 40 }]}
                    >
                      <ListItemText primary={child.label} slotProps={{ primary: { variant: 'body2' } }} />
                    </ListItemButton>
                  ))}
                </List>
              )}
            </li>
          );
        })}
      </List>
    </Drawer>
  );
});
