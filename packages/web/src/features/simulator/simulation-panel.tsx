import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ModelSimulationView } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { simulationQuery } from './simulator-api';
import { Chart } from '../../ui/charts/chart';
import { returnLineChart } from '../../ui/charts/performance-options';
import { formatDate, numericCell } from '../../ui/format';
import { HeadlineFigure, HeadlineRow } from '../../ui/headline-figure';
import { ReturnText } from '../../ui/return-text';
import { QueryState } from '../../ui/query-state';

const PERIOD_ORDER = ['1Y', '3Y', '5Y', 'inception', 'YTD'];

/** A model's simulated returns: headline, cumulative chart (table alternative), periods and years. */
export function SimulationPanel({ portalId, modelId }: { portalId: string; modelId: string }) {
  const query = useQuery(simulationQuery(portalId, modelId));
  return <QueryState query={query}>{(simulation) => <SimulationView simulation={simulation} />}</QueryState>;
}

function SimulationView({ simulation }: { simulation: ModelSimulationView }) {
  const { t } = useTranslation();
  const spec = useMemo(
    () =>
      returnLineChart(
        simulation.points.map((p) => ({
          date: p.date,
          portfolio: p.value,
          benchmark: p.benchmark === null ? null : { value: p.benchmark },
        })),
        {
          portfolio: t('simulator.model'),
          benchmark: t('simulator.benchmark'),
          date: t('simulator.date'),
          summary: (values) => t('simulator.chartSummary', values),
        },
      ),
    [simulation, t],
  );
  if (simulation.points.length < 2)
    return <Typography color="text.secondary">{t('simulator.noData')}</Typography>;
  const periods = PERIOD_ORDER.map((name) => simulation.periods.find((p) => p.period === name)).filter(
    (p) => p !== undefined,
  );
  const hasBenchmark = simulation.benchmark !== null;
  return (
    <>
      <HeadlineRow label={t('simulator.simulated')}>
        <HeadlineFigure
          label={t('simulator.since', { date: formatDate(simulation.from) })}
          method="simulated"
          value={<ReturnText value={simulation.cumulative} />}
          hint={hasBenchmark ? t('simulator.benchmarkName', { name: simulation.benchmark }) : undefined}
        />
      </HeadlineRow>
      <Box data-testid="simulation-chart">
        <Chart title={t('simulator.chartTitle')} spec={spec} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t('simulator.method')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('simulator.periods')} sx={compactCells}>
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px', fontWeight: 600 }}>
              {t('simulator.periods')}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('simulator.period')}</TableCell>
                <TableCell sx={{ ...numericCell, fontWeight: 600 }}>{t('simulator.cumulative')}</TableCell>
                <TableCell sx={{ ...numericCell, fontWeight: 600 }}>{t('simulator.annualised')}</TableCell>
                {hasBenchmark && (
                  <TableCell sx={{ ...numericCell, fontWeight: 600 }}>{t('simulator.benchmark')}</TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {periods.map((p) => (
                <TableRow key={p.period}>
                  <TableCell component="th" scope="row">
                    {t(`simulator.periodNames.${p.period}`)}
                  </TableCell>
                  <TableCell sx={numericCell}>
                    <ReturnText value={p.portfolio} />
                  </TableCell>
                  <TableCell sx={numericCell}>
                    <ReturnText value={p.portfolioAnnualised} colour={false} />
                  </TableCell>
                  {hasBenchmark && (
                    <TableCell sx={numericCell}>
                      <ReturnText value={p.benchmark} colour={false} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('simulator.years')} sx={compactCells}>
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px', fontWeight: 600 }}>
              {t('simulator.years')}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('simulator.period')}</TableCell>
                <TableCell sx={{ ...numericCell, fontWeight: 600 }}>{t('simulator.model')}</TableCell>
                {hasBenchmark && (
                  <TableCell sx={{ ...numericCell, fontWeight: 600 }}>{t('simulator.benchmark')}</TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {simulation.years.map((y) => (
                <TableRow key={y.year}>
                  <TableCell component="th" scope="row">
                    {y.year}
                  </TableCell>
                  <TableCell sx={numericCell}>
                    <ReturnText value={y.portfolio} />
                  </TableCell>
                  {hasBenchmark && (
                    <TableCell sx={numericCell}>
                      <ReturnText value={y.benchmark} colour={false} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </>
  );
}

/** Narrower cells on a phone, so the four columns of returns fit 390 px. */
const compactCells = { '& th, & td': { px: { xs: 1, sm: 2 } } } as const;
