import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../lib/api-client';
import { FormDialog } from '../../ui/form-dialog';
import { notify } from '../../ui/notify';
import {
  draftBody,
  draftLevels,
  toDraft,
  withLevels,
  type DraftRow,
  type RiskComparisonDraft,
} from './risk-comparison-draft';
import { riskComparisonQuery, saveRiskComparison } from './simulator-api';

const EMPTY: RiskComparisonDraft = { levels: '', classes: [] };
const emptyRow = (count: number): DraftRow => ({
  name: '',
  values: Array.from({ length: count }, () => '0'),
});

/**
 * §7 risk comparison, edited by a company admin on the simulator screen: the levels, then each
 * asset class with its weights per level and its sectors under it. Saved whole (PUT); the server's
 * §5 message is shown in the dialog when it refuses.
 */
export function RiskComparisonEditor({ portalId }: { portalId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const current = useQuery(riskComparisonQuery(portalId));
  const [draft, setDraft] = useState<RiskComparisonDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const count = draft ? (draftLevels(draft)?.length ?? draft.classes[0]?.values.length ?? 0) : 0;

  const open = () => {
    setError(null);
    setDraft(current.data ? toDraft(current.data) : EMPTY);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await saveRiskComparison(portalId, draftBody(draft));
      client.setQueryData(riskComparisonQuery(portalId).queryKey, saved);
      setDraft(null);
      notify(t('messages.success.saved'));
    } catch (refusal) {
      setError(refusalText(refusal, t('messages.errors.technical')));
    } finally {
      setSaving(false);
    }
  };
  const change = (update: (d: RiskComparisonDraft) => RiskComparisonDraft) =>
    setDraft((d) => (d ? update(d) : d));
  const editRow = (c: number, s: number | null, row: DraftRow) =>
    change((d) => ({
      ...d,
      classes: d.classes.map((each, i) =>
        i !== c
          ? each
          : s === null
            ? { ...each, ...row }
            : { ...each, sectors: each.sectors.map((sector, j) => (j === s ? row : sector)) },
      ),
    }));

  const rowFields = (row: DraftRow, c: number, s: number | null) => {
    const label = s === null ? t('simulator.riskEditor.className') : t('simulator.riskEditor.sectorName');
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', pl: s === null ? 0 : 3 }}>
        <TextField
          size="small"
          label={label}
          value={row.name}
          onChange={(e) => editRow(c, s, { ...row, name: e.target.value })}
          sx={{ width: 180 }}
        />
        {row.values.map((value, level) => (
          <TextField
            key={level}
            size="small"
            label={t('simulator.riskComparison.level', { level: draftLevels(draft!)?.[level] ?? level + 1 })}
            value={value}
            slotProps={{
              htmlInput: {
                inputMode: 'decimal',
                'aria-label': t('simulator.riskEditor.weight', {
                  name: row.name || label,
                  level: draftLevels(draft!)?.[level] ?? level + 1,
                }),
              },
            }}
            onChange={(e) =>
              editRow(c, s, { ...row, values: row.values.map((v, i) => (i === level ? e.target.value : v)) })
            }
            sx={{ width: 88 }}
          />
        ))}
        <IconButton
          aria-label={t('simulator.riskEditor.remove', { name: row.name || label })}
          onClick={() =>
            change((d) => ({
              ...d,
              classes:
                s === null
                  ? d.classes.filter((_, i) => i !== c)
                  : d.classes.map((each, i) =>
                      i === c ? { ...each, sectors: each.sectors.filter((_, j) => j !== s) } : each,
                    ),
            }))
          }
        >
          <DeleteOutline />
        </IconButton>
      </Box>
    );
  };

  return (
    <>
      <Button variant="outlined" onClick={open} disabled={current.isPending} sx={{ mb: 2 }}>
        {t('simulator.riskEditor.open')}
      </Button>
      <FormDialog
        open={draft !== null}
        onClose={() => setDraft(null)}
        onSubmit={submit}
        maxWidth="md"
        title={t('simulator.riskEditor.title')}
        intro={t('simulator.riskEditor.intro')}
        error={error}
        canSubmit
        submitting={saving}
        submitLabel={t('simulator.riskEditor.save')}
        busyLabel={t('simulator.riskEditor.saving')}
        cancelLabel={t('simulator.riskEditor.cancel')}
      >
        {draft && (
          <>
            <TextField
              size="small"
              label={t('simulator.riskEditor.levels')}
              helperText={t('simulator.riskEditor.levelsHelp')}
              value={draft.levels}
              onChange={(e) => change((d) => withLevels(d, e.target.value))}
            />
            {draft.classes.map((row, c) => (
              <Box key={c} sx={{ display: 'grid', gap: 1 }}>
                {rowFields(row, c, null)}
                {row.sectors.map((sector, s) => (
                  <Box key={s}>{rowFields(sector, c, s)}</Box>
                ))}
                <Box sx={{ pl: 3 }}>
                  <Button
                    size="small"
                    startIcon={<Add />}
                    onClick={() =>
                      change((d) => ({
                        ...d,
                        classes: d.classes.map((each, i) =>
                          i === c ? { ...each, sectors: [...each.sectors, emptyRow(count)] } : each,
                        ),
                      }))
                    }
                  >
                    {t('simulator.riskEditor.addSector')}
                  </Button>
                </Box>
              </Box>
            ))}
            <Button
              size="small"
              startIcon={<Add />}
              onClick={() =>
                change((d) => ({ ...d, classes: [...d.classes, { ...emptyRow(count), sectors: [] }] }))
              }
            >
              {t('simulator.riskEditor.addClass')}
            </Button>
          </>
        )}
      </FormDialog>
    </>
  );
}
