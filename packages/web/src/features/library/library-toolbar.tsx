import {
  DOCUMENT_TYPES,
  LIBRARY_DATE_FILTERS,
  LIBRARY_SECTIONS,
  type DocumentType,
  type LibraryDateFilter,
} from '@portal/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { tagsQuery } from './library-api';
import type { LibraryFilters } from './library-filters';
import { typeLabel } from './document-types';
import { TargetField } from './upload-target-field';

interface LibraryToolbarProps {
  portalId: string;
  filters: LibraryFilters;
  onChange: (change: Partial<LibraryFilters>) => void;
}

/** §2 sections (my files, latest upload, for your attention, …), tags, and the account, type and date filters. */
export function LibraryToolbar({ portalId, filters, onChange }: LibraryToolbarProps) {
  const { t } = useTranslation();
  const tags = useQuery(tagsQuery(portalId));
  return (
    <Stack spacing={2}>
      <Tabs
        value={filters.section}
        onChange={(_event, section) => onChange({ section })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('library.sections.label')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {LIBRARY_SECTIONS.map((section) => (
          <Tab key={section} value={section} label={t(`library.sections.${section}`)} />
        ))}
      </Tabs>
      {(tags.data?.items.length ?? 0) > 0 && (
        <Box
          component="ul"
          aria-label={t('library.tags')}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            p: 0,
            m: 0,
            listStyle: 'none',
            alignItems: 'center',
          }}
        >
          <Box component="li" sx={{ typography: 'body2', color: 'text.secondary', mr: 0.5 }}>
            {t('library.tags')}
          </Box>
          {tags.data!.items.map(({ tag, count }) => {
            const active = filters.tag === tag;
            return (
              <li key={tag}>
                <Chip
                  label={`${tag} (${count})`}
                  color={active ? 'primary' : 'default'}
                  variant={active ? 'filled' : 'outlined'}
                  aria-pressed={active}
                  onClick={() => onChange({ tag: active ? '' : tag })}
                />
              </li>
            );
          })}
        </Box>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 2 }}>
          <TargetField
            portalId={portalId}
            label={t('library.filterTarget')}
            value={filters.target}
            onChange={(target) => onChange({ target })}
          />
        </Box>
        <TextField
          select
          label={t('library.type')}
          value={filters.type}
          onChange={(event) => onChange({ type: event.target.value as DocumentType | '' })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        >
          <MenuItem value="">{t('library.allTypes')}</MenuItem>
          {DOCUMENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {typeLabel(type, t)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('library.date')}
          value={filters.date}
          onChange={(event) => onChange({ date: event.target.value as LibraryDateFilter })}
          sx={{ flex: 1 }}
        >
          {LIBRARY_DATE_FILTERS.map((date) => (
            <MenuItem key={date} value={date}>
              {t(`library.dates.${date}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
