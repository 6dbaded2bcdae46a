import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ImportDatasetSummary, ImportResult, ImportRowError } from './data-process-api';
import { DataTable, type Column } from '../../ui/data-table';

type PreviewRow = ImportDatasetSummary['rows'][number];

const ACTION_COLOURS = { create: 'success', update: 'info', unchanged: 'default' } as const;

/** The changes of a row, one line per field: 'amount: — → 100'. */
function Changes({ row }: { row: PreviewRow }) {
  const { t } = useTranslation();
  if (row.changes.length === 0) return <>{t('dataDesigner.result.noChanges')}</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {row.changes.map((change) => (
        <li key={change.field}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t(`dataDesigner.fields.${change.field}`)}
          </Box>
          {': '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {change.before ?? '—'}
          </Box>
          {' → '}
          {change.after ?? '—'}
        </li>
      ))}
    </Box>
  );
}

function DatasetResult({ summary }: { summary: ImportDatasetSummary }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rowColumns: Column<PreviewRow>[] = [
    { key: 'step', label: t('dataDesigner.result.step'), numeric: true, render: (row) => row.step + 1 },
    { key: 'row', label: t('dataDesigner.result.row'), numeric: true, render: (row) => row.row },
    {
      key: 'action',
      label: t('dataDesigner.result.action'),
      render: (row) => (
        <Chip
          size="small"
          color={ACTION_COLOURS[row.action]}
          label={t(`dataDesigner.actions.${row.action}`)}
        />
      ),
    },
    { key: 'changes', label: t('dataDesigner.result.changes'), render: (row) => <Changes row={row} /> },
  ];
  const errorColumns: Column<ImportRowError>[] = [
    { key: 'step', label: t('dataDesigner.result.step'), numeric: true, render: (error) => error.step + 1 },
    { key: 'row', label: t('dataDesigner.result.row'), numeric: true, render: (error) => error.row },
    {
      key: 'field',
      label: t('dataDesigner.result.field'),
      render: (error) =>
        error.field ? t(`dataDesigner.fields.${error.field}`, { defaultValue: error.field }) : '—',
    },
    { key: 'message', label: t('dataDesigner.result.message'), render: (error) => error.message },
  ];
  const counts = ['creates', 'updates', 'unchanged', 'rejected'] as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {t(`dataDesigner.datasets.${summary.dataset}`)}
      </Typography>
      <Box
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
        data-testid={`counts-${summary.dataset}`}
      >
        {counts.map((name) => (
          <Chip
            key={name}
            variant="outlined"
            color={name === 'rejected' && summary.rejected > 0 ? 'error' : 'default'}
            label={t(`dataDesigner.counts.${name}`, { n: summary[name] })}
          />
        ))}
      </Box>
      {summary.rows.length > 0 && (
        <DataTable
          label={t('dataDesigner.result.previewLabel', {
            dataset: t(`dataDesigner.datasets.${summary.dataset}`),
          })}
          columns={rowColumns}
          rows={summary.rows}
          rowKey={(row) => `${row.step}:${row.row}`}
        />
      )}
      {summary.errors.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
            {t('dataDesigner.result.errorsTitle')}
          </Typography>
          <DataTable
            label={t('dataDesigner.result.errorsLabel')}
            columns={errorColumns}
            rows={summary.errors}
            rowKey={(error) => `${error.step}:${error.row}:${error.field}`}
          />
        </Box>
      )}
    </Paper>
  );
}

/** A dry run's preview or a run's outcome: per dataset the counts, the first rows' changes and the refusals. */
export function ImportResultView({ result, refusal }: { result: ImportResult; refusal: string | null }) {
  const { t } = useTranslation();
  const { creates, updates, unchanged } = result.totals;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-live="polite" data-testid="import-result">
      {refusal && <Alert severity="error">{refusal}</Alert>}
      {result.applied ? (
        <Alert severity="success">{t('dataDesigner.result.applied', { creates, updates, unchanged })}</Alert>
      ) : (
        !refusal && <Alert severity="info">{t('dataDesigner.result.dryRunNote')}</Alert>
      )}
      {result.steps
        .filter((step) => step.error)
        .map((step) => (
          <Alert key={step.step} severity="error">
            {t('dataDesigner.result.stepError', { n: step.step + 1, message: step.error!.message })}
          </Alert>
        ))}
      {result.datasets.map((summary) => (
        <DatasetResult key={summary.dataset} summary={summary} />
      ))}
      {result.datasets.length === 0 && !result.steps.some((step) => step.error) && (
        <Typography color="text.secondary">{t('dataDesigner.result.empty')}</Typography>
      )}
    </Box>
  );
}
