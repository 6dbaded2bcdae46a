import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AdminFrame } from '../admin-frame';
import { CorrectPriceDialog } from './correct-price-dialog';
import { InstrumentsTab } from './instruments-tab';
import { StalePricesTab } from './stale-prices-tab';
import { useListParams } from './use-list-params';

/** The admin menu's key for this screen (AdminFrame marks it as the current entry). */
export const MARKET_DATA_MENU_KEY = 'market-data';

/**
 * Route `admin-market-data` (/admin/market-data, issue 13): two tabs, the instruments with their
 * latest close and the holdings whose price is missing or stale, each row with Correct price.
 */
export default function MarketDataScreen() {
  const { t } = useTranslation();
  const { tab, set } = useListParams();
  const [correcting, setCorrecting] = useState<string | null>(null);
  const id = useId();
  const tabs = ['instruments', 'stale'] as const;
  return (
    <AdminFrame title={t('screens.admin-market-data')} current={MARKET_DATA_MENU_KEY}>
      <Tabs
        value={tab}
        onChange={(_event, value: (typeof tabs)[number]) =>
          set({ tab: value === 'instruments' ? null : value, page: null })
        }
        aria-label={t('marketData.tabsLabel')}
        sx={{ mb: 2 }}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`marketData.tabs.${name}`)}
            id={`${id}-${name}`}
            aria-controls={`${id}-${name}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'instruments' ? (
          <InstrumentsTab onCorrect={setCorrecting} />
        ) : (
          <StalePricesTab onCorrect={setCorrecting} />
        )}
      </Box>
      <CorrectPriceDialog
        open={correcting !== null}
        symbol={correcting ?? ''}
        onClose={() => setCorrecting(null)}
      />
    </AdminFrame>
  );
}
