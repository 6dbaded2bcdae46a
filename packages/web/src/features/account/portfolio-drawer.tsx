import { shareOf } from '@portal/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { AccountPageView } from '../../lib/portfolio-types';
import { formatDate, formatWeight, numericCell, useMoney } from '../../ui/format';
import { ReturnText } from '../../ui/return-text';
import { SideDrawer } from '../../ui/side-drawer';

type Entry = AccountPageView['portfolios'][number];

/** §2 portfolio drawer: the portfolio's facts, its returns over the §9 periods and its largest holdings. */
export function PortfolioDrawer({
  entry,
  href,
  onClose,
}: {
  entry: Entry | null;
  href: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const p = entry?.portfolio;
  const facts: [string, string][] = p
    ? [
        [t('portfolio.facts.value'), money(p.value, p.currency)],
        [t('portfolio.facts.type'), p.type ?? '—'],
        [t('portfolio.facts.currency'), p.currency],
        [t('portfolio.facts.inception'), formatDate(p.inception)],
        [t('portfolio.facts.objective'), p.objective ?? '—'],
        [t('portfolio.facts.riskProfile'), p.riskProfile ?? '—'],
        [t('portfolio.facts.benchmark'), entry.performance.benchmarkName ?? '—'],
      ]
    : [];
  return (
    <SideDrawer open={!!entry} title={p?.name ?? ''} onClose={onClose}>
      {entry && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Table size="small" aria-label={t('portfolio.facts.title')}>
            <TableBody>
              {facts.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell sx={numericCell}>{value}</TableCell>
                </TableRow>
              ))}
              {entry.performance.periods.map((period) => (
                <TableRow key={period.period}>
                  <TableCell component="th" scope="row">
                    {t(`figures.periods.${period.period}`)}
                  </TableCell>
                  <TableCell sx={numericCell}>
                    <ReturnText value={period.portfolio} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Table size="small" aria-label={t('portfolio.topHoldings')}>
            <TableBody>
              {entry.holdings.holdings.slice(0, 5).map((h) => (
                <TableRow key={h.symbol}>
                  <TableCell>{h.name ?? h.symbol}</TableCell>
                  <TableCell sx={numericCell}>{money(h.valueBase, entry.holdings.baseCurrency)}</TableCell>
                  <TableCell sx={numericCell}>
                    {formatWeight(shareOf(h.valueBase, entry.holdings.total))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box>
            <Button variant="contained" component={RouterLink} to={href}>
              {t('portfolio.open')}
            </Button>
          </Box>
        </Box>
      )}
    </SideDrawer>
  );
}
