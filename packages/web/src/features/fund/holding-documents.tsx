import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { holdingDocumentsQuery, type PortfolioKey } from '../../lib/portfolio-api';
import { PageLoader } from '../../ui/page-loader';
import { DocumentLinks } from './fund-documents-panel';

/**
 * A holding's documents (§2 holding drawer): the factsheet, KIID and the rest of the fund it is, as
 * the server finds them for the portfolio's provider: the library by the holding's ISIN, or the
 * partners' Data API (§7 holding documents), whose files stream through our server.
 */
export function HoldingDocuments({
  portfolioKey,
  symbol,
  name,
}: {
  portfolioKey: PortfolioKey;
  symbol: string;
  name: string;
}) {
  const { t } = useTranslation();
  const query = useQuery(holdingDocumentsQuery(portfolioKey, symbol));
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{t('messages.errors.technical')}</Alert>;
  if (query.data.items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('drawers.noDocuments')}
      </Typography>
    );
  return <DocumentLinks items={query.data.items} name={name} />;
}
