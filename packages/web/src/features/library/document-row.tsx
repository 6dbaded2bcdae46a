import Download from '@mui/icons-material/Download';
import MoreVert from '@mui/icons-material/MoreVert';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatInstantDate } from '../../ui/format';
import { typeLabel } from './document-types';
import type { LibraryDocument } from './library-api';
import { placeOf } from './library-targets';
import { WritableAction } from '../preview';

export type RowAction = 'rename' | 'duplicate' | 'signed' | 'approved' | 'remove';

interface DocumentRowProps {
  document: LibraryDocument;
  staff: boolean;
  busy: boolean;
  onFavourite: () => void;
  onDownload: () => void;
  onAction: (action: RowAction) => void;
}

/** The actions a viewer may take on a document (§2, §6): manage their own or, for staff, any. */
export function rowActions(document: LibraryDocument, staff: boolean): RowAction[] {
  const actions: RowAction[] = [];
  if (document.canManage) actions.push('rename', 'duplicate');
  if (!document.signedAt) actions.push('signed');
  if (staff && !document.approvedAt) actions.push('approved');
  if (document.canManage) actions.push('remove');
  return actions;
}

/** One document: name, where it is filed, type, date, signed/approved, favourite, download, more. */
export function DocumentRow({ document, staff, busy, onFavourite, onDownload, onAction }: DocumentRowProps) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const date = formatInstantDate(document.createdAt, i18n.language);
  const actions = rowActions(document, staff);
  // Phones: smaller buttons leave the name more of the row.
  const size = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true }) ? 'small' : 'medium';
  const favouriteLabel = t(document.favourite ? 'library.unfavourite' : 'library.favourite');
  return (
    <ListItem
      divider
      aria-label={document.name}
      sx={{ gap: { xs: 1, sm: 1.5 }, alignItems: 'flex-start', py: 1.5, pr: { xs: 1, sm: 2 } }}
    >
      <PictureAsPdf color="error" sx={{ mt: 0.25, display: { xs: 'none', sm: 'block' } }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{document.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[placeOf(document, t), typeLabel(document.type, t), date].join(' · ')}
        </Typography>
        {(document.signedAt || document.approvedAt) && (
          <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
            {document.signedAt && <Chip size="small" color="success" label={t('library.signed')} />}
            {document.approvedAt && <Chip size="small" color="info" label={t('library.approved')} />}
          </Stack>
        )}
      </Box>
      <Stack direction="row" sx={{ flexShrink: 0, mt: -0.5 }}>
        <WritableAction title={favouriteLabel}>
          <IconButton
            size={size}
            aria-label={favouriteLabel}
            aria-pressed={document.favourite}
            onClick={onFavourite}
            disabled={busy}
          >
            {document.favourite ? <Star color="warning" /> : <StarBorder />}
          </IconButton>
        </WritableAction>
        <Tooltip title={t('library.download')}>
          <IconButton
            size={size}
            aria-label={t('library.downloadNamed', { name: document.name })}
            onClick={onDownload}
          >
            <Download />
          </IconButton>
        </Tooltip>
        {actions.length > 0 && (
          <WritableAction>
            <IconButton
              size={size}
              aria-label={t('library.moreActions', { name: document.name })}
              aria-haspopup="menu"
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <MoreVert />
            </IconButton>
          </WritableAction>
        )}
      </Stack>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
            sx={action === 'remove' ? { color: 'error.main' } : undefined}
          >
            {t(`library.actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </ListItem>
  );
}
