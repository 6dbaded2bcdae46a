import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { fundQuery } from '../../lib/funds-api';
import { FundPeriodsTable } from './fund-periods-table';

/**
 * The fund's own performance over 1D…YTD (§2), for a holding found in the fund universe by its ISIN
 * (the holding drawer); nothing at all for a holding that is not a fund of the universe.
 */
export function FundPeriodsByIsin({ portalId, isin }: { portalId: string; isin: string | null }) {
  const { t } = useTranslation();
  const query = useQuery({ ...fundQuery(portalId, isin ?? ''), enabled: !!isin, retry: false });
  if (!query.data || query.data.isin !== isin?.toUpperCase()) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t('explorer.performance')}: {query.data.name}
      </Typography>
      <FundPeriodsTable rows={query.data.performance} />
    </Box>
  );
}
