import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

import { csvUrl, type PortfolioKey } from '../../lib/portfolio-api';

/** A CSV download (§1) from the server's CSV routes: the browser saves the file under the server's name. */
export function CsvButton({
  portfolioKey,
  kind,
  query,
  disabled,
}: {
  portfolioKey: PortfolioKey;
  kind: 'holdings' | 'transactions' | 'performance';
  query?: Record<string, string | undefined>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      href={csvUrl(portfolioKey, kind, query)}
      download
      disabled={disabled}
      data-print="hide"
    >
      {t(`portfolio.csv.${kind}`)}
    </Button>
  );
}
