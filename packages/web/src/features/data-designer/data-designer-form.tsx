import Add from '@mui/icons-material/Add';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Preview from '@mui/icons-material/Preview';
import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError, refusalText } from '../../lib/api-client';
import {
  dataProcessQueryKey,
  dryRunDataProcess,
  runDataProcess,
  saveDataProcess,
  type DataProcessView,
  type ImportResult,
} from './data-process-api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notify } from '../../ui/notify';
import { ImportResultView } from './import-result';
import { StepCard } from './step-card';
import { draftErrors, moved, newStep, processDraft, toDefinition, type ProcessDraft } from './step-draft';

type Busy = 'save' | 'dry-run' | 'run' | null;

/** Message keys under one step: 'steps.2.location' → { location } for step 2. */
function stepErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `steps.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, key]) => [path.slice(prefix.length), key]),
  );
}

/**
 * The data designer's editor: the process name, its ordered steps (add, move, delete after a
 * confirmation), Save, Dry run (saves first, then shows what would change) and Run (asks first;
 * all or nothing). A refused run shows the server's message and the dry run's rows that explain it.
 */
export function DataDesignerForm({ process }: { process: DataProcessView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => processDraft(process));
  const [draft, setDraft] = useState<ProcessDraft>(saved);
  const [busy, setBusy] = useState<Busy>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [confirmRun, setConfirmRun] = useState(false);
  const errors = useMemo(() => draftErrors(draft), [draft]);
  const invalid = Object.keys(errors).length > 0;
  const dirty = JSON.stringify(toDefinition(draft)) !== JSON.stringify(toDefinition(saved));
  const technical = t('messages.errors.technical');

  async function save(): Promise<boolean> {
    if (!dirty) return true;
    const stored = await saveDataProcess(process.id, toDefinition(draft));
    queryClient.setQueryData(dataProcessQueryKey(process.id), stored);
    const next = processDraft(stored);
    setSaved(next);
    setDraft(next);
    return true;
  }

  async function act(kind: Exclude<Busy, null>) {
    setBusy(kind);
    setFailure(null);
    setRefusal(null);
    try {
      const wasDirty = dirty;
      await save();
      if (kind === 'save') {
        if (wasDirty) notify(t('messages.success.saved'));
        return;
      }
      setResult(null);
      if (kind === 'dry-run') {
        setResult(await dryRunDataProcess(process.id));
        return;
      }
      const outcome = await runDataProcess(process.id);
      setResult(outcome);
      notify(t('dataDesigner.result.appliedShort'));
    } catch (error) {
      if (kind === 'run' && error instanceof ApiError && error.code === 'import_rejected') {
        // Nothing was written; the dry run names the rows and their messages.
        setRefusal(error.message);
        setResult(await dryRunDataProcess(process.id).catch(() => null));
      } else {
        setFailure(refusalText(error, technical));
      }
    } finally {
      setBusy(null);
    }
  }

  const updateStep = (index: number, step: ProcessDraft['steps'][number]) =>
    setDraft((current) => ({ ...current, steps: current.steps.map((s, i) => (i === index ? step : s)) }));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <TextField
          required
          label={t('dataDesigner.name')}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          error={Boolean(errors.name)}
          helperText={errors.name ? t(`messages.${errors.name}`) : undefined}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="contained"
            startIcon={<Save />}
            disabled={!dirty || invalid || busy !== null}
            onClick={() => void act('save')}
          >
            {t('dataDesigner.save')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<Preview />}
            disabled={invalid || busy !== null || draft.steps.length === 0}
            onClick={() => void act('dry-run')}
          >
            {busy === 'dry-run' ? t('dataDesigner.working') : t('dataDesigner.dryRun')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PlayArrow />}
            disabled={invalid || busy !== null || draft.steps.length === 0}
            onClick={() => setConfirmRun(true)}
          >
            {busy === 'run' ? t('dataDesigner.working') : t('dataDesigner.run')}
          </Button>
          {dirty && (
            <Typography variant="body2" color="text.secondary">
              {t('dataDesigner.unsaved')}
            </Typography>
          )}
        </Box>
        {failure && <Alert severity="error">{failure}</Alert>}
      </Paper>

      <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 600 }}>
        {t('dataDesigner.steps')}
      </Typography>
      {draft.steps.length === 0 && (
        <Typography color="text.secondary">{t('dataDesigner.noSteps')}</Typography>
      )}
      {draft.steps.map((step, index) => (
        <StepCard
          key={step.key}
          step={step}
          index={index}
          count={draft.steps.length}
          errors={stepErrors(errors, index)}
          onChange={(next) => updateStep(index, next)}
          onMove={(to) => setDraft((current) => ({ ...current, steps: moved(current.steps, index, to) }))}
          onDelete={() => setDeleting(index)}
        />
      ))}
      <Box>
        <Button
          startIcon={<Add />}
          onClick={() => setDraft((current) => ({ ...current, steps: [...current.steps, newStep()] }))}
        >
          {t('dataDesigner.addStep')}
        </Button>
      </Box>

      {result && (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 600 }}>
            {t(
              result.mode === 'run' && result.applied
                ? 'dataDesigner.result.runTitle'
                : 'dataDesigner.result.dryRunTitle',
            )}
          </Typography>
          <ImportResultView result={result} refusal={refusal} />
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t('dataDesigner.deleteTitle', { n: (deleting ?? 0) + 1 })}
        text={t('dataDesigner.deleteText')}
        confirmLabel={t('dataDesigner.delete')}
        cancelLabel={t('dataDesigner.cancel')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const index = deleting;
          setDeleting(null);
          if (index !== null)
            setDraft((current) => ({ ...current, steps: current.steps.filter((_, i) => i !== index) }));
        }}
      />
      <ConfirmDialog
        open={confirmRun}
        title={t('dataDesigner.runTitle')}
        text={t('dataDesigner.runText')}
        confirmLabel={t('dataDesigner.run')}
        cancelLabel={t('dataDesigner.cancel')}
        onClose={() => setConfirmRun(false)}
        onConfirm={() => {
          setConfirmRun(false);
          void act('run');
        }}
      />
    </Box>
  );
}
