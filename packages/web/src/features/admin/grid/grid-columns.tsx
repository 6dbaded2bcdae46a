import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Description from '@mui/icons-material/Description';
import Image from '@mui/icons-material/Image';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SubdirectoryArrowRight from '@mui/icons-material/SubdirectoryArrowRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { gridColumns, type CollectionConfig } from '@portal/domain';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';

import type { Column } from '../../../ui/data-table';
import type { AdminItem } from '../admin-api';
import { cellText } from './cell-text';
import { isImage, mediaFile } from './media-kind';

const NUMERIC = new Set(['number', 'increment', 'slider', 'range']);
const stop = (event: React.SyntheticEvent) => event.stopPropagation();

interface ColumnOptions {
  collection: CollectionConfig;
  t: TFunction;
  language: string;
  onMove: (item: AdminItem, direction: 'up' | 'down') => void;
  onDetails: (item: AdminItem) => void;
  moving: boolean;
}

/** The grid's columns: the declared ones (never a password), plus icons, moves and drilldowns. */
export function buildColumns({
  collection,
  t,
  language,
  onMove,
  onDetails,
  moving,
}: ColumnOptions): Column<AdminItem>[] {
  const columns: Column<AdminItem>[] = [];
  if (collection.slug === 'media')
    columns.push({
      key: 'kind',
      label: t('admin.grid.fileType'),
      render: (item) => {
        const file = mediaFile(item);
        return file && isImage(file.name) ? (
          <Image aria-label={t('admin.grid.image')} color="primary" />
        ) : (
          <Description aria-label={t('admin.grid.document')} color="action" />
        );
      },
    });
  for (const f of gridColumns(collection))
    columns.push({
      key: f.name,
      label: t(f.label),
      numeric: NUMERIC.has(f.type),
      wide: f.name !== 'name' && f.name !== collection.grid.columns[0] && f.name !== 'order',
      render: (item) => cellText(f, item[f.name], t, language),
    });
  if (collection.ordered)
    columns.push({
      key: 'move',
      label: t('admin.grid.move'),
      render: (item) => (
        <Stack direction="row" onClick={stop} onKeyDown={stop}>
          <IconButton
            size="small"
            disabled={moving}
            aria-label={t('admin.grid.moveUp')}
            onClick={() => onMove(item, 'up')}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            disabled={moving}
            aria-label={t('admin.grid.moveDown')}
            onClick={() => onMove(item, 'down')}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
        </Stack>
      ),
    });
  if (collection.drilldown) {
    const target = t(`admin.collections.${collection.drilldown.collection}`);
    columns.push({
      key: 'drilldown',
      label: target,
      render: (item) => (
        <IconButton
          size="small"
          component={RouterLink}
          to={`/admin/${collection.slug}/${encodeURIComponent(item.id)}`}
          aria-label={t('admin.grid.openChildren', { name: String(item.name ?? ''), children: target })}
          onClick={stop}
          onKeyDown={stop}
        >
          <SubdirectoryArrowRight fontSize="small" />
        </IconButton>
      ),
    });
  }
  if (collection.slug === 'media')
    columns.push({
      key: 'details',
      label: t('admin.drawer.view'),
      render: (item) => (
        <IconButton
          size="small"
          aria-label={t('admin.grid.detailsOf', { name: String(item.name ?? '') })}
          onClick={(event) => {
            stop(event);
            onDetails(item);
          }}
          onKeyDown={stop}
        >
          <InfoOutlined fontSize="small" />
        </IconButton>
      ),
    });
  return columns;
}
