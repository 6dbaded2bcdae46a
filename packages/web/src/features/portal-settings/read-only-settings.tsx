import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { LOCALES } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { useBrand } from '../../lib/brand-context';
import type { PortalSettings } from '../../lib/portal-settings-api';
import { themeLabelKey } from './settings-values';

/** The settings as an advisor sees them (§6: only company admins change them). */
export function ReadOnlySettings({ settings }: { settings: PortalSettings }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [themeKey, themeValues] = themeLabelKey(settings.theme ?? brand.defaultTheme, brand.displayName);
  const rows: [string, string][] = [
    [t('portalSettings.fields.name'), settings.name],
    [t('portalSettings.fields.email'), settings.email ?? '—'],
    [t('portalSettings.fields.phone'), settings.phone ?? '—'],
    [t('portalSettings.fields.theme'), t(themeKey, themeValues)],
    [
      t('portalSettings.fields.language'),
      settings.portalLanguage ? t(`language.names.${settings.portalLanguage}`) : '—',
    ],
    ...LOCALES.filter((l) => settings.tnc[l]).map(
      (l) =>
        [t('portalSettings.fields.terms', { language: t(`language.names.${l}`) }), settings.tnc[l]!] as [
          string,
          string,
        ],
    ),
  ];
  return (
    <Table size="small" aria-label={t('portalSettings.title', { name: settings.name })}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ width: '35%', verticalAlign: 'top' }}>
              {label}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
