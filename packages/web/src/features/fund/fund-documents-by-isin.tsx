import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { fundQuery } from '../../lib/funds-api';
import { FundDocumentsPanel } from './fund-documents-panel';

/**
 * A holding's documents (§2 holding drawer): the factsheet, KIID and the rest of the fund it is, found
 * in the fund universe by its ISIN; a holding that is no fund of the universe has none.
 */
export function FundDocumentsByIsin({ portalId, isin }: { portalId: string; isin: string | null }) {
  const { t } = useTranslation();
  const query = useQuery({ ...fundQuery(portalId, isin ?? ''), enabled: !!isin, retry: false });
  if (!query.data || query.data.isin !== isin?.toUpperCase())
    return (
      <Typography variant="body2" color="text.secondary">
        {t('drawers.noDocuments')}
      </Typography>
    );
  return <FundDocumentsPanel portalId={portalId} fundId={query.data.id} fundName={query.data.name} />;
}
