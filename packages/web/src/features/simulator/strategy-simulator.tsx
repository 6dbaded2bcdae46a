import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { RiskAnswers } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { modelsQuery } from './simulator-api';
import { QueryState } from '../../ui/query-state';
import { ModelResult } from './model-result';
import { Questionnaire } from './questionnaire';
import { RiskComparisonPanel } from './risk-comparison-table';
import { modelOfBand, recommend, type Recommendation } from './recommend';

/**
 * The strategy simulator (§2): the risk questionnaire, the recommended tactical model portfolio with
 * its mix and simulated returns, the other models to compare, and the disclaimer. Used by the
 * strategy page and embedded in the Greek investment-advice page. Answers live in this component's
 * state only: they are neither sent nor stored.
 */
export function StrategySimulator({ portalId }: { portalId: string }) {
  const { t } = useTranslation();
  const models = useQuery(modelsQuery(portalId));
  const [answers, setAnswers] = useState<RiskAnswers>({});
  const [score, setScore] = useState<Recommendation['score'] | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The model follows the models as they load, so answering before they arrive loses nothing.
  const result = score ? { score, model: modelOfBand(models.data?.items ?? [], score.band) } : null;
  const shown = picked ?? result?.model?.id ?? null;

  const submit = () => {
    setScore(recommend(answers, [])?.score ?? null);
    setPicked(null);
    // The result is announced by moving focus to its heading (after it renders).
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <Box>
      <Typography sx={{ maxWidth: 760, mb: 2 }}>{t('simulator.intro')}</Typography>
      <Questionnaire
        answers={answers}
        onChange={setAnswers}
        onSubmit={submit}
        onReset={() => {
          setAnswers({});
          setScore(null);
          setPicked(null);
        }}
      />
      {result && (
        <Box component="section" aria-labelledby="simulator-result" sx={{ mb: 3 }}>
          <Typography
            id="simulator-result"
            ref={heading}
            tabIndex={-1}
            variant="h2"
            sx={{ fontSize: '1.25rem', mb: 1, outline: 'none' }}
          >
            {t('simulator.result')}
          </Typography>
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              mb: 2,
              borderColor: 'primary.main',
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'baseline',
            }}
            data-testid="recommended-band"
          >
            <Typography sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
              {t(`simulator.bands.${result.score.band.id}`)}
            </Typography>
            <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
              {t('simulator.exposure', { min: result.score.band.min, max: result.score.band.max })}
            </Typography>
            <Typography color="text.secondary">
              {t('simulator.score', { score: result.score.score, max: result.score.max })}
            </Typography>
          </Paper>
          {result.score.capped && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('simulator.capped')}
            </Alert>
          )}
          <QueryState query={models}>
            {({ items }) => (
              <>
                {!result.model && (
                  <Alert severity="warning" sx={{ mb: 2 }}>
                    {t('simulator.noModel')}
                  </Alert>
                )}
                {items.length > 1 && (
                  <Box sx={{ mb: 2, overflowX: 'auto' }}>
                    <Typography
                      id="simulator-compare"
                      variant="body2"
                      color="text.secondary"
                      sx={{ mb: 0.5 }}
                    >
                      {t('simulator.compare')}
                    </Typography>
                    <ToggleButtonGroup
                      exclusive
                      size="small"
                      value={shown}
                      onChange={(_event, id: string | null) => id && setPicked(id)}
                      aria-labelledby="simulator-compare"
                    >
                      {items.map((model) => (
                        <ToggleButton key={model.id} value={model.id} sx={toggleStyle}>
                          {model.band ? t(`simulator.bands.${model.band}`) : model.name}
                          {model.id === result.model?.id && ` (${t('simulator.recommended')})`}
                        </ToggleButton>
                      ))}
                    </ToggleButtonGroup>
                  </Box>
                )}
                {items
                  .filter((m) => m.id === shown)
                  .map((model) => (
                    <Fragment key={model.id}>
                      <ModelResult portalId={portalId} model={model} />
                      <RiskComparisonPanel
                        portalId={portalId}
                        riskLevel={model.riskProfile?.riskLevel ?? null}
                      />
                    </Fragment>
                  ))}
              </>
            )}
          </QueryState>
        </Box>
      )}
      <Disclaimer />
    </Box>
  );
}

/** The simulator's disclaimer (§2): always shown, before and after a result. */
export function Disclaimer() {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      aria-labelledby="simulator-disclaimer"
      data-testid="simulator-disclaimer"
      sx={{ maxWidth: 900 }}
    >
      <Typography id="simulator-disclaimer" variant="subtitle2" component="h2" sx={{ fontWeight: 600 }}>
        {t('simulator.disclaimerTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('simulator.disclaimer')}
      </Typography>
    </Box>
  );
}

/**
 * Compare buttons in full-contrast text (the theme's default for an unpressed toggle is too faint on
 * some brand themes, axe color-contrast); the pressed one in the primary colour.
 */
const toggleStyle = {
  textTransform: 'none',
  color: 'text.primary',
  '&.Mui-selected, &.Mui-selected:hover': { color: 'primary.contrastText', bgcolor: 'primary.main' },
} as const;
