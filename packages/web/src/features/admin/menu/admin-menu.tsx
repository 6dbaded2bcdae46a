import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { ADMIN_TOOL_ROUTES, routePath } from '@portal/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useBrand } from '../../../lib/brand-context';

/**
 * The brand's admin menu (§2): its groups, each linking to /admin/{collection}, then the group's
 * tool screens (jobs) at their own routes. `current` is the collection slug or the tool name.
 */
export function AdminMenu({ current, onNavigate }: { current: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <nav aria-label={t('admin.menu.label')}>
      {brand.adminMenu.map((group) => {
        const entries = [
          ...group.collections.map((slug) => ({
            key: slug,
            to: `/admin/${slug}`,
            label: t(`admin.collections.${slug}`),
          })),
          ...(group.tools ?? []).map((tool) => ({
            key: tool,
            // Tool routes have no parameters: the pattern is the path.
            to: routePath(brand, ADMIN_TOOL_ROUTES[tool]) ?? '/admin',
            label: t(`admin.tools.${tool}`),
          })),
        ];
        return (
          <Fragment key={group.name}>
            {/* The heading sits outside the list: a list may only hold list items. */}
            <ListSubheader component="h2" disableSticky sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
              {t(group.name)}
            </ListSubheader>
            <List dense aria-label={t(group.name)} sx={{ pt: 0 }}>
              {entries.map((entry) => (
                <li key={entry.key}>
                  <ListItemButton
                    component={RouterLink}
                    to={entry.to}
                    selected={entry.key === current}
                    aria-current={entry.key === current ? 'page' : undefined}
                    onClick={onNavigate}
                    sx={{ borderRadius: 1, mx: 1 }}
                  >
                    <ListItemText primary={entry.label} />
                  </ListItemButton>
                </li>
              ))}
            </List>
          </Fragment>
        );
      })}
    </nav>
  );
}
