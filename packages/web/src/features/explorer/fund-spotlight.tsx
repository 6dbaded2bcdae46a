import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { FundSummary } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { fundSpotlightQuery } from '../../lib/funds-api';
import { useDataName } from '../../ui/data-name';
import { formatNumber } from '../../ui/format';

/**
 * §7 funds spotlight: the portal's promoted funds as one row of small cards above the results
 * (scrolling sideways when they do not fit); a card opens the fund like a result does. Nothing is
 * shown when the portal promotes none, or while the spotlight cannot be read: it is an extra.
 */
export function FundSpotlight({
  portalId,
  onOpen,
}: {
  portalId: string;
  onOpen: (fund: FundSummary) => void;
}) {
  const { t } = useTranslation();
  const dataName = useDataName();
  const { data } = useQuery(fundSpotlightQuery(portalId));
  if (!data || data.items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="fund-spotlight-title" sx={{ mb: 2 }}>
      <Typography
        id="fund-spotlight-title"
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        {t('explorer.spotlight')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(220px, 1fr)',
          gap: 1.5,
          overflowX: 'auto',
          pb: 0.5,
        }}
      >
        {data.items.map((fund) => (
          <Box component="li" key={fund.id} sx={{ minWidth: 0 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                onClick={() => onOpen(fund)}
                sx={{
                  p: 1.5,
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  justifyContent: 'flex-start',
                }}
              >
                <Typography
                  component="span"
                  data-testid="spotlight-fund"
                  sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {fund.name}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {[fund.assetClass && dataName('category', fund.assetClass), fund.currency]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                {fund.price && (
                  <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatNumber(fund.price)} {fund.currency}
                  </Typography>
                )}
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
