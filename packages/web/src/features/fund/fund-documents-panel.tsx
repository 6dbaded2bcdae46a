import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { fundDocumentsQuery, type FundDocument } from '../../lib/funds-api';
import { formatDate } from '../../ui/format';
import { PageLoader } from '../../ui/page-loader';

/**
 * The link of one document: a download through the library, or a factsheet from the fund-data
 * factsheet feed opened at the feed's public address in a new tab (decision 84).
 */
function DocumentLink({ doc }: { doc: FundDocument }) {
  const { t } = useTranslation();
  if (doc.external)
    return (
      <Link
        href={doc.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('explorer.openExternal', { name: doc.name })}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        {doc.name}
        <OpenInNew aria-hidden fontSize="inherit" />
      </Link>
    );
  return (
    <Link href={doc.url} download={doc.fileName} aria-label={t('explorer.downloadNamed', { name: doc.name })}>
      {doc.name}
    </Link>
  );
}

/** The document's kind, its language when the feed gives one (as a code: EN, EL) and its date. */
const caption = (doc: FundDocument) =>
  [doc.type, doc.language?.toUpperCase(), formatDate(doc.createdAt)].filter(Boolean).join(' · ');

/**
 * The 'Documents' tab: the fund's factsheet, KIID, prospectus… as downloads through the library,
 * then the factsheet feed's factsheets when one is configured.
 */
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
          <ListItemText primary={<DocumentLink doc={doc} />} secondary={caption(doc)} />
        </ListItem>
      ))}
    </List>
  );
}
