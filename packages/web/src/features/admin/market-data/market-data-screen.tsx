import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AdminFrame } from '../admin-frame';
import { CorrectPriceDialog } from './correct-price-dialog';
import { CorrectRateDialog } from './correct-rate-dialog';
import { InstrumentsTab } from './instruments-tab';
import { StalePricesTab } from './stale-prices-tab';
import { useListParams } from './use-list-params';

/** The admin menu's key for this screen (AdminFrame marks it as the current entry). */
export const MARKET_DATA_MENU_KEY = 'market-data';

/**
 * Route `admin-market-data` (/admin/market-data, issue 13): two tabs, the instruments with their
 * latest close and the holdings whose price is missing or stale, each row with Correct price; and
 * Correct a rate for an exchange rate on a date.
 */
export default function MarketDataScreen() {
  const { t } = useTranslation();
  const { tab, set } = useListParams();
  const [correcting, setCorrecting] = useState<string | null>(null);
  const [correctingRate, setCorrectingRate] = useState(false);
  const id = useId();
  const tabs = ['instruments', 'stale'] as const;
  return (
    <AdminFrame title={t('screens.admin-market-data')} current={MARKET_DATA_MENU_KEY}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: (typeof tabs)[number]) =>
            set({ tab: value === 'instruments' ? null : value, page: null })
          }
          aria-label={t('marketData.tabsLabel')}
          sx={{ flexGrow: 1 }}
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
        <Button variant="outlined" onClick={() => setCorrectingRate(true)}>
          {t('marketData.correctRate')}
        </Button>
      </Box>
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
      <CorrectRateDialog open={correctingRate} onClose={() => setCorrectingRate(false)} />
    </AdminFrame>
  );
}
