import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { FundDocument } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { fundDocumentsQuery } from '../../lib/funds-api';
import { formatDate } from '../../ui/format';
import { PageLoader } from '../../ui/page-loader';

/** The 'Documents' tab: the fund's factsheet, KIID, prospectus… as downloads through the library. */
export function FundDocumentsPanel({
  portalId,
  fundId,
  fundName,
}: {
  portalId: string;
  fundId: string;
  fundName: string;
}) {
  const { t } = useTranslation();
  const query = useQuery(fundDocumentsQuery(portalId, fundId));
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{t('messages.errors.technical')}</Alert>;
  return <DocumentLinks items={query.data.items} name={fundName} />;
}

/** Documents as download links (a fund's, or a holding's through the portfolio's provider). */
export function DocumentLinks({ items, name }: { items: readonly FundDocument[]; name: string }) {
  const { t } = useTranslation();
  if (items.length === 0)
    return <Typography color="text.secondary">{t('explorer.documentsEmpty')}</Typography>;
  return (
    <List aria-label={t('explorer.documentsList', { name })} dense>
      {items.map((doc) => (
        <ListItem key={doc.id} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <PictureAsPdfOutlined aria-hidden />
          </ListItemIcon>
          <ListItemText
            primary={
              <Link
                href={doc.url}
                download={doc.fileName}
                aria-label={t('explorer.downloadNamed', { name: doc.name })}
              >
                {doc.name}
              </Link>
            }
            secondary={`${doc.type} · ${formatDate(doc.createdAt)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
