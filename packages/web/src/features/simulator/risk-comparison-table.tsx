import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { riskComparisonColumn, type RiskComparison } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

import { riskComparisonQuery } from './simulator-api';
import { formatPercentLabel } from '../../ui/format';

/**
 * §7 risk comparison in the strategy simulator: each asset class and its sectors at every risk level
 * the portal's data gives, the shown model's level marked (its column and a word in its header, not
 * colour alone). Nothing where the portal has no data.
 */
export function RiskComparisonPanel({ portalId, riskLevel }: { portalId: string; riskLevel: number | null }) {
  const comparison = useQuery(riskComparisonQuery(portalId));
  if (!comparison.data || comparison.data.riskLevels.length === 0) return null;
  return <RiskComparisonTable comparison={comparison.data} riskLevel={riskLevel} />;
}

export function RiskComparisonTable({
  comparison,
  riskLevel,
}: {
  comparison: RiskComparison;
  riskLevel: number | null;
}) {
  const { t } = useTranslation();
  const marked = riskComparisonColumn(comparison.riskLevels, riskLevel);
  return (
    <Box
      component="section"
      aria-labelledby="risk-comparison-title"
      sx={{ mb: 3 }}
      data-testid="risk-comparison"
    >
      <Typography
        id="risk-comparison-title"
        variant="h3"
        sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 0.5 }}
      >
        {t('simulator.riskComparison.title')}
      </Typography>
      <Typography id="risk-comparison-note" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {marked === null
          ? t('simulator.riskComparison.note')
          : t('simulator.riskComparison.noteLevel', { level: comparison.riskLevels[marked] })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="risk-comparison-title" aria-describedby="risk-comparison-note">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('simulator.riskComparison.assetClass')}
              </TableCell>
              {comparison.riskLevels.map((level, i) => (
                <TableCell key={level} component="th" scope="col" align="right" sx={highlight(i, marked)}>
                  {t('simulator.riskComparison.level', { level })}
                  {i === marked && ' '}
                  {i === marked && (
                    <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
                      {t('simulator.riskComparison.yours')}
                    </Box>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {comparison.assetClasses.map((assetClass) => (
              <Fragment key={assetClass.name}>
                <WeightsRow row={assetClass} kind="class" marked={marked} />
                {assetClass.sectors.map((sector) => (
                  <WeightsRow key={sector.name} row={sector} kind="sector" marked={marked} />
                ))}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** The marked level's column: shaded and bold (its header also says so in words). */
const highlight = (i: number, marked: number | null) =>
  i === marked ? { bgcolor: 'action.selected', fontWeight: 600 } : undefined;

/** An asset class (bold) or one of its sectors (indented, secondary) with its weight per level. */
function WeightsRow({
  row,
  kind,
  marked,
}: {
  row: { name: string; values: number[] };
  kind: 'class' | 'sector';
  marked: number | null;
}) {
  const { i18n } = useTranslation();
  const tone = kind === 'sector' ? { color: 'text.secondary' } : {};
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={kind === 'sector' ? { pl: 4, ...tone } : { fontWeight: 600 }}>
        {row.name}
      </TableCell>
      {row.values.map((value, i) => (
        <TableCell
          key={i}
          align="right"
          sx={{ fontVariantNumeric: 'tabular-nums', ...tone, ...highlight(i, marked) }}
        >
          {formatPercentLabel(value, 2, i18n.language)}
        </TableCell>
      ))}
    </TableRow>
  );
}
