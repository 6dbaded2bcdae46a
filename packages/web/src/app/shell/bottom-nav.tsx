import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { BOTTOM_NAV_MIN_HEIGHT_PX } from '@portal/domain';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { NavBadgeIcon } from './nav-badge-icon';
import { NavIcon } from './nav-icons';
import { activeItemKey, type ResolvedNavItem } from './use-nav-items';

/** At most this many destinations side by side; the rest go under "More". */
const MAX_VISIBLE = 5;

const actionSx = {
  minWidth: 0,
  px: 0.5,
  '& .MuiBottomNavigationAction-label': { fontSize: '0.72rem', lineHeight: 1.15, textAlign: 'center' },
  '&.Mui-selected .MuiBottomNavigationAction-label': { fontSize: '0.72rem' },
};

/**
 * §9 mobile navigation (below 960 px): a bottom bar at least 72 px high.
 * Memoised: the frame re-renders as its answers arrive, and the items keep their identity while
 * they are the same (decision 137).
 */
export const BottomNav = memo(function BottomNav({
  items,
  badges = {},
}: {
  items: ResolvedNavItem[];
  badges?: Record<string, number>;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const overflow = items.length > MAX_VISIBLE;
  const visible = overflow ? items.slice(0, MAX_VISIBLE - 1) : items;
  const hidden = overflow ? items.slice(MAX_VISIBLE - 1) : [];
  const activeKey = activeItemKey(items, pathname, search);
  const hiddenCount = hidden.reduce((sum, item) => sum + (badges[item.key] ?? 0), 0);
  const active = items.find((item) => item.key === activeKey);
  const value = active && visible.includes(active) ? active.key : active ? 'more' : false;
  return (
    <Paper
      component="nav"
      aria-label={t('app.mainNavigation')}
      data-print="hide"
      elevation={6}
      square
      sx={(theme) => ({ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: theme.zIndex.appBar })}
    >
      <BottomNavigation value={value} showLabels sx={{ minHeight: BOTTOM_NAV_MIN_HEIGHT_PX }}>
        {visible.map((item) => (
          <BottomNavigationAction
            key={item.key}
            value={item.key}
            label={item.label}
            icon={
              <NavBadgeIcon count={badges[item.key]}>
                <NavIcon name={item.icon} />
              </NavBadgeIcon>
            }
            component={RouterLink}
            to={item.href}
            aria-current={active === item ? 'page' : undefined}
            sx={actionSx}
          />
        ))}
        {overflow && (
          <BottomNavigationAction
            value="more"
            label={t('app.more')}
            icon={
              <NavBadgeIcon count={hiddenCount}>
                <MoreHoriz />
              </NavBadgeIcon>
            }
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={actionSx}
          />
        )}
      </BottomNavigation>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {hidden.map((item) => (
          <MenuItem key={item.key} component={RouterLink} to={item.href} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <NavBadgeIcon count={badges[item.key]}>
                <NavIcon name={item.icon} />
              </NavBadgeIcon>
            </ListItemIcon>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
});
