import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isMoneyString, sharesOf, type SimulatorModel } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { donutChart } from '../../ui/charts/allocation-options';
import { Chart } from '../../ui/charts/chart';
import { formatPercentLabel } from '../../ui/format';
import { assetClassKey } from './labels';
import { SimulationPanel } from './simulation-panel';

/** One model portfolio: its band and exposure, rebalance, risk profile, asset-class mix and simulation. */
export function ModelResult({ portalId, model }: { portalId: string; model: SimulatorModel }) {
  const { t, i18n } = useTranslation();
  const mix = useMemo(() => {
    // The positive, readable weights in order, each as its exact share of their sum.
    const parts = model.data
      .filter((d) => isMoneyString(String(d.value)) && Number(d.value) > 0)
      .sort((a, b) => Number(b.value) - Number(a.value));
    const shares = sharesOf(parts.map((d) => String(d.value)));
    return donutChart(
      parts.map((d, i) => ({ name: d.name, value: d.value, weight: shares[i] ?? null })),
      'group',
      {
        name: t('simulator.assetClass'),
        value: t('simulator.weight'),
        weight: t('simulator.weight'),
        money: (value) => formatPercentLabel(Number(value), 2, i18n.language),
        label: (name) => t(assetClassKey(name)),
        summary: (values) => t('simulator.mixSummary', values),
      },
    );
  }, [model, t, i18n.language]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, minWidth: 0 }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
            {model.name}
          </Typography>
          {model.band && (
            <Typography sx={{ mt: 0.5 }}>
              <strong>{t(`simulator.bands.${model.band}`)}</strong> ·{' '}
              <span style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('simulator.exposure', { min: model.min, max: model.max })}
              </span>
            </Typography>
          )}
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('simulator.rebalance', {
              // The frequencies the portals collection offers have labels; anything else shows as entered.
              rebalance: t(`admin.options.${model.rebalance.toLowerCase()}`, {
                defaultValue: model.rebalance,
              }),
            })}
          </Typography>
          {model.riskProfile && (
            <>
              <Typography color="text.secondary">
                {t('simulator.expectedReturns', { returns: model.riskProfile.returns })}
              </Typography>
              {model.riskProfile.factsheetUrl && (
                <Link
                  href={model.riskProfile.factsheetUrl}
                  target="_blank"
                  rel="noopener"
                  sx={{ display: 'inline-block', mt: 1 }}
                >
                  {t('simulator.factsheet')}
                </Link>
              )}
            </>
          )}
        </Box>
        {mix.table.rows.length > 0 && <Chart title={t('simulator.mix')} spec={mix} height={240} />}
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {t('simulator.simulated')}
      </Typography>
      <SimulationPanel portalId={portalId} modelId={model.id} />
    </Paper>
  );
}
