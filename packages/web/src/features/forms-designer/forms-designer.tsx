import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError, refusalText } from '../../lib/api-client';
import { formDefinitionKey, saveFormDefinition, type FormDefinition } from '../../lib/forms-api';
import { notify } from '../../ui/notify';
import { FormWizard } from '../form-wizard';
import { describePath, type Steps } from './designer-state';
import { SettingsPanel, settingsProblems, settingsWrite, type SettingsDraft } from './settings-panel';
import { StructureEditor } from './structure-editor';

function draftOf(definition: FormDefinition): SettingsDraft {
  const { form } = definition;
  return {
    name: form.name ?? '',
    description: form.description ?? '',
    owned: form.owned === 'Organisation' ? 'Organisation' : 'Personal',
    single: form.single === true,
    editable: form.editable !== false,
    sendCsv: form.sendCsv === true,
    recipients: (form.recipients ?? []).join('\n'),
    endMessage: form.endMessage ?? '',
    autorespondEmail: form.autorespondEmail === true,
    autorespondSubject: form.autorespondSubject ?? '',
    autorespondBody: form.autorespondBody ?? '',
  };
}

/**
 * The forms designer (§2 /forms-designer/{id}): the form's settings, its steps → fieldsets →
 * fields, and a live preview of the wizard (as an investor sees it, or as an admin). Save sends
 * settings and steps together; the server checks them with the same schemas and answers a refused
 * definition with the place of each problem, listed here.
 */
export function FormsDesigner({ definition }: { definition: FormDefinition }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [settings, setSettings] = useState(() => draftOf(definition));
  const [steps, setSteps] = useState<Steps>(definition.steps);
  const [version, setVersion] = useState(0);
  const [asAdmin, setAsAdmin] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const invalid = Object.keys(settingsProblems(settings)).length > 0;
  // The preview starts over with every change to the definition (its inputs follow the design).
  const preview = useMemo(() => ({ steps, key: version }), [steps, version]);

  function change(next: Steps) {
    setSteps(next);
    setVersion((current) => current + 1);
  }

  function place(path: string): string {
    const where = describePath(path.replace(/^steps\./, 'steps.'));
    const parts = [
      where.step && t('formsDesigner.stepN', { n: where.step }),
      where.fieldset && t('formsDesigner.fieldsetN', { n: where.fieldset }),
      where.field && t('formsDesigner.fieldN', { n: where.field }),
    ].filter(Boolean);
    return parts.join(' › ');
  }

  async function save() {
    setSaving(true);
    setProblems([]);
    try {
      const saved = await saveFormDefinition(definition.form.id, {
        settings: settingsWrite(settings),
        steps,
      });
      client.setQueryData(formDefinitionKey(definition.form.id), saved);
      notify(t('messages.success.saved'));
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields.length)
        setProblems(
          cause.fields.map((field) => [place(field.path), field.message].filter(Boolean).join(': ')),
        );
      else setProblems([refusalText(cause, t('formsDesigner.saveFailed'))]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      <Stack sx={{ gap: 3, minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => void save()} disabled={saving || invalid}>
            {t('formsDesigner.save')}
          </Button>
          {invalid && (
            <Typography variant="body2" color="error">
              {t('formsDesigner.fixSettings')}
            </Typography>
          )}
        </Stack>
        {problems.length > 0 && (
          <Alert severity="error" role="alert">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('formsDesigner.notSaved')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {problems.map((problem, i) => (
                <li key={i}>{problem}</li>
              ))}
            </Box>
          </Alert>
        )}
        <Paper variant="outlined" component="section" aria-labelledby="designer-settings" sx={{ p: 2 }}>
          <Typography id="designer-settings" variant="h2" component="h2" sx={{ mb: 2 }}>
            {t('formsDesigner.settingsTitle')}
          </Typography>
          <SettingsPanel draft={settings} onChange={setSettings} />
        </Paper>
        <Box component="section" aria-labelledby="designer-structure">
          <Typography id="designer-structure" variant="h2" component="h2" sx={{ mb: 2 }}>
            {t('formsDesigner.structureTitle')}
          </Typography>
          <StructureEditor steps={steps} onChange={change} />
        </Box>
      </Stack>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="designer-preview"
        sx={{ p: 2, position: { md: 'sticky' }, top: { md: 80 }, minWidth: 0 }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography id="designer-preview" variant="h2" component="h2">
            {t('formsDesigner.previewTitle')}
          </Typography>
          <FormControlLabel
            control={<Switch checked={asAdmin} onChange={(_e, checked) => setAsAdmin(checked)} />}
            label={t('formsDesigner.previewAsAdmin')}
          />
        </Stack>
        <FormWizard
          key={`${preview.key}-${asAdmin}`}
          title={t('formsDesigner.previewOf', { name: settings.name })}
          steps={preview.steps}
          admin={asAdmin}
        />
      </Paper>
    </Box>
  );
}
