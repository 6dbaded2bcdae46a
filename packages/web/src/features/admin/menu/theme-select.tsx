import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BASE_THEMES } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import type { AdminTheme } from './use-admin-preferences';

/** The admin bar's theme switch: one of the §3 themes, or the portal's own. */
export function ThemeSelect({
  value,
  onChange,
}: {
  value: AdminTheme;
  onChange: (theme: AdminTheme) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('admin.bar.theme')}
      value={value}
      onChange={(event) => onChange(event.target.value as AdminTheme)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="">{t('admin.bar.defaultTheme')}</MenuItem>
      {BASE_THEMES.map((theme) => (
        <MenuItem key={theme} value={theme}>
          {t(`admin.options.${theme}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
