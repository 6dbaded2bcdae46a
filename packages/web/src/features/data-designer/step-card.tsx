import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DATA_PROCESS_DATASETS, DATA_PROCESS_METHODS, DATA_SOURCE_FORMATS } from '@portal/domain';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { MappingFields } from './mapping-fields';
import type { StepDraft } from './step-draft';

interface StepCardProps {
  step: StepDraft;
  index: number;
  count: number;
  /** Message keys of this step's fields, by path under the step ('location', 'dataset.content'). */
  errors: Record<string, string>;
  onChange: (step: StepDraft) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}

/** One step of a data process (§3 Data process step: getFromApi, method, location, dataset). */
export function StepCard({ step, index, count, errors, onChange, onMove, onDelete }: StepCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const set = <K extends keyof StepDraft>(name: K, value: StepDraft[K]) =>
    onChange({ ...step, [name]: value });
  const error = (path: string) => (errors[path] ? t(`messages.${errors[path]}`) : undefined);
  const number = index + 1;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await file.text();
    onChange({ ...step, content: text, format: /\.json$/i.test(file.name) ? 'json' : 'csv' });
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }} data-step={number}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, flex: 1 }}>
          {t('dataDesigner.step', { n: number })}
          {step.name.trim() ? ` · ${step.name}` : ''}
        </Typography>
        <Tooltip title={t('dataDesigner.moveUp')}>
          <span>
            <IconButton
              aria-label={t('dataDesigner.moveUpStep', { n: number })}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <ArrowUpward />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('dataDesigner.moveDown')}>
          <span>
            <IconButton
              aria-label={t('dataDesigner.moveDownStep', { n: number })}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <ArrowDownward />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('dataDesigner.deleteStep')}>
          <IconButton
            aria-label={t('dataDesigner.deleteStepN', { n: number })}
            color="error"
            onClick={onDelete}
          >
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          size="small"
          label={t('dataDesigner.stepName')}
          value={step.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          select
          size="small"
          label={t('dataDesigner.dataset')}
          value={step.target}
          onChange={(event) =>
            onChange({ ...step, target: event.target.value as StepDraft['target'], mapping: {} })
          }
          helperText={t(`dataDesigner.datasetHelp.${step.target}`)}
        >
          {DATA_PROCESS_DATASETS.map((dataset) => (
            <MenuItem key={dataset} value={dataset}>
              {t(`dataDesigner.datasets.${dataset}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch checked={step.getFromApi} onChange={(event) => set('getFromApi', event.target.checked)} />
          }
          label={t('dataDesigner.getFromApi')}
        />
        <TextField
          select
          size="small"
          label={t('dataDesigner.format')}
          value={step.format}
          onChange={(event) => set('format', event.target.value as StepDraft['format'])}
        >
          {DATA_SOURCE_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {t(`dataDesigner.formats.${format}`)}
            </MenuItem>
          ))}
        </TextField>

        {step.getFromApi && (
          <>
            <TextField
              select
              size="small"
              label={t('dataDesigner.method')}
              value={step.method}
              onChange={(event) => set('method', event.target.value as StepDraft['method'])}
            >
              {DATA_PROCESS_METHODS.map((method) => (
                <MenuItem key={method} value={method}>
                  {method}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              required
              type="url"
              label={t('dataDesigner.location')}
              value={step.location}
              onChange={(event) => set('location', event.target.value)}
              error={Boolean(error('location'))}
              helperText={error('location') ?? t('dataDesigner.locationHelp')}
            />
            {step.method === 'POST' && (
              <TextField
                size="small"
                multiline
                minRows={2}
                label={t('dataDesigner.body')}
                value={step.body}
                onChange={(event) => set('body', event.target.value)}
                helperText={t('dataDesigner.bodyHelp')}
                sx={{ gridColumn: '1 / -1' }}
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
            )}
          </>
        )}
        {step.format === 'json' && (
          <TextField
            size="small"
            label={t('dataDesigner.rowsPath')}
            value={step.rowsPath}
            onChange={(event) => set('rowsPath', event.target.value)}
            helperText={t('dataDesigner.rowsPathHelp')}
          />
        )}
        {!step.getFromApi && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField
              fullWidth
              multiline
              minRows={4}
              maxRows={14}
              required
              label={t('dataDesigner.content')}
              value={step.content}
              onChange={(event) => set('content', event.target.value)}
              error={Boolean(error('dataset.content'))}
              helperText={error('dataset.content') ?? t(`dataDesigner.contentHelp.${step.format}`)}
              slotProps={{
                htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } },
              }}
            />
            <Button component="label" size="small" startIcon={<UploadFile />} sx={{ mt: 1 }}>
              {t('dataDesigner.upload')}
              <input
                hidden
                type="file"
                accept=".csv,.json,.txt,text/csv,application/json,text/plain"
                onChange={(event) => void upload(event)}
              />
            </Button>
          </Box>
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <MappingFields
            target={step.target}
            mapping={step.mapping}
            onChange={(mapping) => set('mapping', mapping)}
          />
        </Box>
      </Box>
    </Paper>
  );
}
