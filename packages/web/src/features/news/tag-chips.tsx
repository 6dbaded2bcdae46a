import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { POST_TAGS, type PostTag } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { TAG_KEYS } from './tags';

/**
 * The tag chips (§2): one toggle button per §3 tag and "All"; the chosen one is pressed
 * (aria-pressed), so a screen reader says which filter is on.
 */
export function TagChips({
  value,
  onChange,
}: {
  value: PostTag | null;
  onChange: (tag: PostTag | null) => void;
}) {
  const { t } = useTranslation();
  const chip = (tag: PostTag | null, label: string) => {
    const selected = value === tag;
    return (
      <Chip
        key={tag ?? 'all'}
        label={label}
        clickable
        color={selected ? 'primary' : 'default'}
        variant={selected ? 'filled' : 'outlined'}
        aria-pressed={selected}
        onClick={() => onChange(tag)}
      />
    );
  };
  return (
    <Box
      role="group"
      aria-label={t('news.filterLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      {chip(null, t('news.all'))}
      {POST_TAGS.map((tag) => chip(tag, t(TAG_KEYS[tag])))}
    </Box>
  );
}
