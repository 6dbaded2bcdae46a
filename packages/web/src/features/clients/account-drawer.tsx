import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { buildPath, hasRoute } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useBrand } from '../../lib/brand-context';
import { accountSummaryQuery } from '../../lib/portfolio-api';
import { portfolioLink } from '../../lib/portfolio-target';
import type { AccountListItem } from '../../lib/portfolio-types';
import { portfolioTypeColour } from '../../ui/charts/palettes';
import { useMoney } from '../../ui/format';
import { PageLoader } from '../../ui/page-loader';
import { SideDrawer } from '../../ui/side-drawer';

/** §2 account drawer: the account's value and its portfolios, largest first, with links. */
export function AccountDrawer({
  portalId,
  account,
  onClose,
}: {
  portalId: string;
  account: AccountListItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = useMoney();
  const summary = useQuery({ ...accountSummaryQuery(portalId, account?.id ?? ''), enabled: !!account });
  const data = summary.data;
  return (
    <SideDrawer open={!!account} title={account?.name ?? ''} onClose={onClose}>
      {summary.isPending && <PageLoader />}
      {data && account && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.totalAssets')}
            </Typography>
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {money(data.value, data.currency)}
            </Typography>
            {data.email && <Typography variant="body2">{data.email}</Typography>}
            {data.externalId && (
              <Typography variant="body2" color="text.secondary">
                {t('dashboard.externalId')}: {data.externalId}
              </Typography>
            )}
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('dashboard.portfolios', { count: data.portfolios.length })}
            </Typography>
            {data.portfolios.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('dashboard.noPortfolios')}
              </Typography>
            ) : (
              <List dense>
                {data.portfolios.map((portfolio, index) => (
                  <li key={portfolio.id}>
                    <ListItemButton
                      component={RouterLink}
                      to={portfolioLink(brand, portalId, data, portfolio.id)}
                      sx={{ borderLeft: 4, borderColor: portfolioTypeColour(portfolio.type, index), mb: 0.5 }}
                    >
                      <ListItemText primary={portfolio.name} secondary={portfolio.type ?? undefined} />
                      <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {money(portfolio.value, portfolio.currency)}
                      </Typography>
                    </ListItemButton>
                  </li>
                ))}
              </List>
            )}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {hasRoute(brand, 'dashboard-portal-account') && (
              <Button
                variant="contained"
                component={RouterLink}
                to={buildPath(brand, 'dashboard-portal-account', { portal: portalId, account: account.id })}
              >
                {t('dashboard.openAccount')}
              </Button>
            )}
            {hasRoute(brand, 'dashboard-portal-account-export') && (
              <Link
                component={RouterLink}
                to={buildPath(brand, 'dashboard-portal-account-export', {
                  portal: portalId,
                  account: account.id,
                })}
              >
                {t('exportPage.open')}
              </Link>
            )}
          </Box>
        </Box>
      )}
    </SideDrawer>
  );
}
