import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../lib/api-client';
import { fundQuery } from '../../lib/funds-api';
import { PageLoader } from '../../ui/page-loader';
import { SideDrawer } from '../../ui/side-drawer';
import { FundDocumentsPanel, FundFieldsTable } from '../fund';
import { FavouriteButton } from './favourite-button';
import { FundPricesPanel } from './fund-prices-panel';

type TabName = 'prices' | 'documents';

/**
 * §2 fund drawer of the explorer: the fund's details (§9 labels) and two tabs, 'Prices and
 * performance' and 'Documents'. On phones it opens from the bottom (SideDrawer).
 */
export function FundDrawer({
  portalId,
  fundId,
  title,
  onClose,
}: {
  portalId: string;
  fundId: string | null;
  /** The name from the list, shown while the details load. */
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabName>('prices');
  const ids = useId();
  const query = useQuery({ ...fundQuery(portalId, fundId ?? ''), enabled: !!fundId });
  const fund = query.data && query.data.id === fundId ? query.data : undefined;
  const tabId = (name: TabName) => `${ids}-tab-${name}`;
  const panelId = (name: TabName) => `${ids}-panel-${name}`;
  return (
    <SideDrawer open={!!fundId} title={fund?.name ?? title} onClose={onClose}>
      {query.isError && (
        <Alert severity="error">
          {query.error instanceof ApiError && !query.error.isTechnical
            ? query.error.message
            : t('messages.errors.technical')}
        </Alert>
      )}
      {!fund && !query.isError && <PageLoader />}
      {fund && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
              {t('explorer.details')}
            </Typography>
            <FavouriteButton portalId={portalId} fund={fund} />
          </Box>
          <FundFieldsTable fund={fund} />
          <Box>
            <Tabs
              value={tab}
              onChange={(_, value: TabName) => setTab(value)}
              aria-label={t('explorer.tabs.label')}
              variant="fullWidth"
            >
              {(['prices', 'documents'] as const).map((name) => (
                <Tab
                  key={name}
                  value={name}
                  label={t(`explorer.tabs.${name}`)}
                  id={tabId(name)}
                  aria-controls={panelId(name)}
                />
              ))}
            </Tabs>
            <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 2 }}>
              {tab === 'prices' ? (
                <FundPricesPanel portalId={portalId} fund={fund} />
              ) : (
                <FundDocumentsPanel portalId={portalId} fundId={fund.id} fundName={fund.name} />
              )}
            </Box>
          </Box>
        </Box>
      )}
    </SideDrawer>
  );
}
