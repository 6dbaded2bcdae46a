import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { FundSummary } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { formatDate, formatNumber } from '../../ui/format';
import { FavouriteButton } from './favourite-button';
import type { ViewMode } from './use-view-mode';
import { useDataName } from '../../ui/data-name';

interface ResultsProps {
  portalId: string;
  funds: readonly FundSummary[];
  mode: ViewMode;
  onOpen: (fund: FundSummary) => void;
}

/** What both layouts show under the name: ISIN, house, region and currency, ESG rating. */
function FundFacts({ fund }: { fund: FundSummary }) {
  const { t } = useTranslation();
  const dataName = useDataName();
  return (
    <>
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {fund.isin}
        {fund.groupName ? ` · ${fund.groupName}` : ''}
      </Typography>
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>
        {fund.region && (
          <Chip size="small" variant="outlined" label={dataName('region', fund.region)} component="span" />
        )}
        {fund.currency && <Chip size="small" variant="outlined" label={fund.currency} component="span" />}
        {fund.esgRating !== null && (
          <Chip
            size="small"
            variant="outlined"
            component="span"
            label={`${t('explorer.fields.esg')}: ${t('explorer.esgValue', { rating: fund.esgRating })}`}
          />
        )}
      </Box>
    </>
  );
}

function Price({ fund, align = 'end' }: { fund: FundSummary; align?: 'start' | 'end' }) {
  if (!fund.price) return null;
  return (
    <Box
      component="span"
      sx={{ display: 'block', textAlign: align === 'end' ? { sm: 'right' } : 'left', whiteSpace: 'nowrap' }}
    >
      <Typography
        component="span"
        sx={{ display: 'block', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
      >
        {formatNumber(fund.price)} {fund.currency}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {formatDate(fund.priceDate)}
      </Typography>
    </Box>
  );
}

/**
 * The explorer's results as a list (one row per fund) or a grid of cards; both stack on a phone.
 * Opening is the row or card itself; the star beside it is its own button.
 */
export function FundResults({ portalId, funds, mode, onOpen }: ResultsProps) {
  const { t } = useTranslation();
  if (mode === 'grid') {
    return (
      <Box
        component="ul"
        aria-label={t('explorer.grid')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          // As many columns of at least 260 px as fit: one on a phone, four on a wide screen.
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        }}
      >
        {funds.map((fund) => (
          <Box component="li" key={fund.id} sx={{ minWidth: 0 }}>
            <Card
              variant="outlined"
              sx={{ height: '100%', position: 'relative', display: 'flex', flexDirection: 'column' }}
            >
              <CardActionArea
                onClick={() => onOpen(fund)}
                sx={{
                  p: 2,
                  pr: 7,
                  flex: 1,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  justifyContent: 'flex-start',
                }}
              >
                <Typography
                  component="span"
                  data-testid="fund-name"
                  sx={{ display: 'block', fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}
                >
                  {fund.name}
                </Typography>
                <FundFacts fund={fund} />
                <Box sx={{ mt: 1.5 }}>
                  <Price fund={fund} align="start" />
                </Box>
              </CardActionArea>
              <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
                <FavouriteButton portalId={portalId} fund={fund} />
              </Box>
            </Card>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <List aria-label={t('explorer.list')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
      {funds.map((fund, i) => (
        <ListItem
          key={fund.id}
          disablePadding
          divider={i < funds.length - 1}
          secondaryAction={<FavouriteButton portalId={portalId} fund={fund} />}
        >
          <ListItemButton
            onClick={() => onOpen(fund)}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'flex-start', sm: 'center' },
              gap: 1,
              pr: 7,
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                component="span"
                data-testid="fund-name"
                sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {fund.name}
              </Typography>
              <FundFacts fund={fund} />
            </Box>
            <Price fund={fund} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
