import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { RISK_QUESTIONS, scoreRiskAnswers, type RiskAnswers, type RiskQuestionId } from '@portal/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The risk-profile questionnaire (§2 Strategy simulator): one radio group per question, each a
 * fieldset with its question as the legend, so a screen reader announces the question with every
 * answer and arrow keys move between answers. Nothing is sent: the parent scores the answers.
 */
export function Questionnaire({
  answers,
  onChange,
  onSubmit,
  onReset,
}: {
  answers: RiskAnswers;
  onChange: (answers: RiskAnswers) => void;
  onSubmit: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const [missing, setMissing] = useState<RiskQuestionId[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = scoreRiskAnswers(answers);
    if (!result.complete) {
      setMissing(result.missing);
      // The first unanswered question takes the focus, so keyboard users land where to act.
      document.getElementById(`${baseId}-${result.missing[0]}`)?.querySelector('input')?.focus();
      return;
    }
    setMissing([]);
    onSubmit();
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {t('simulator.questionnaire')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('simulator.privacy')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {RISK_QUESTIONS.map((question, index) => {
          const invalid = missing.includes(question.id) && !answers[question.id];
          const legendId = `${baseId}-${question.id}-legend`;
          return (
            <FormControl
              key={question.id}
              id={`${baseId}-${question.id}`}
              component="fieldset"
              error={invalid}
              sx={{ minWidth: 0 }}
            >
              <FormLabel
                component="legend"
                id={legendId}
                sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}
              >
                {index + 1}. {t(`simulator.questions.${question.id}.label`)}
              </FormLabel>
              <RadioGroup
                aria-labelledby={legendId}
                name={`${baseId}-${question.id}`}
                value={answers[question.id] ?? ''}
                onChange={(_event, value) => onChange({ ...answers, [question.id]: value })}
              >
                {question.answers.map((answer) => (
                  <FormControlLabel
                    key={answer.id}
                    value={answer.id}
                    control={<Radio size="small" />}
                    label={t(`simulator.questions.${question.id}.answers.${answer.id}`)}
                  />
                ))}
              </RadioGroup>
              {invalid && <FormHelperText>{t('simulator.required')}</FormHelperText>}
            </FormControl>
          );
        })}
      </Box>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }} role="alert">
          {t('simulator.missing', { count: missing.filter((id) => !answers[id]).length })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
        <Button type="submit" variant="contained">
          {t('simulator.submit')}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setMissing([]);
            onReset();
          }}
        >
          {t('simulator.reset')}
        </Button>
      </Box>
    </Paper>
  );
}
