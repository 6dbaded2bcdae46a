import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useBrand } from '../../../lib/brand-context';

/** The brand's admin menu (§2): its groups, each linking to /admin/{collection}. */
export function AdminMenu({ current, onNavigate }: { current: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <nav aria-label={t('admin.menu.label')}>
      {brand.adminMenu.map((group) => (
        <Fragment key={group.name}>
          {/* The heading sits outside the list: a list may only hold list items. */}
          <ListSubheader component="h2" disableSticky sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
            {t(group.name)}
          </ListSubheader>
          <List dense aria-label={t(group.name)} sx={{ pt: 0 }}>
            {group.collections.map((slug) => (
              <li key={slug}>
                <ListItemButton
                  component={RouterLink}
                  to={`/admin/${slug}`}
                  selected={slug === current}
                  aria-current={slug === current ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={{ borderRadius: 1, mx: 1 }}
                >
                  <ListItemText primary={t(`admin.collections.${slug}`)} />
                </ListItemButton>
              </li>
            ))}
          </List>
        </Fragment>
      ))}
      {/* Tool screens beside the collections (issue 13): market data. */}
      <ListSubheader component="h2" disableSticky sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
        {t('marketData.menuGroup')}
      </ListSubheader>
      <List dense aria-label={t('marketData.menuGroup')} sx={{ pt: 0 }}>
        <li>
          <ListItemButton
            component={RouterLink}
            to="/admin/market-data"
            selected={current === 'market-data'}
            aria-current={current === 'market-data' ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ borderRadius: 1, mx: 1 }}
          >
            <ListItemText primary={t('screens.admin-market-data')} />
          </ListItemButton>
        </li>
      </List>
    </nav>
  );
}
