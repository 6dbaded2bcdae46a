import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  addField,
  addFieldset,
  addStep,
  moveField,
  moveFieldset,
  moveStep,
  removeField,
  removeFieldset,
  removeStep,
  updateField,
  updateFieldset,
  updateStep,
  type Steps,
} from './designer-state';
import { FieldEditor } from './field-editor';
import { ItemControls } from './item-controls';

/**
 * The form's steps → fieldsets → fields (§2): add, rename, move and delete each; a field opens
 * its editor in place. Every change goes through the pure edits of designer-state.
 */
export function StructureEditor({ steps, onChange }: { steps: Steps; onChange: (steps: Steps) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack sx={{ gap: 2 }}>
      {steps.map((step, s) => {
        const stepName = t('formsDesigner.stepN', { n: s + 1 });
        return (
          <Paper key={s} variant="outlined" component="section" aria-label={stepName} sx={{ p: 2 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', mb: 1 }}>
              <Typography variant="overline" sx={{ flexShrink: 0, pt: 1 }}>
                {stepName}
              </Typography>
              <TextField
                size="small"
                label={t('formsDesigner.stepLabel')}
                value={step.label}
                onChange={(event) => onChange(updateStep(steps, s, { label: event.target.value }))}
                sx={{ flex: 1 }}
              />
              <ItemControls
                name={stepName}
                first={s === 0}
                last={s === steps.length - 1}
                onMove={(d) => onChange(moveStep(steps, s, d))}
                onDelete={() => onChange(removeStep(steps, s))}
              />
            </Stack>
            {step.fieldsets.map((fieldset, f) => {
              const fieldsetName = `${stepName}, ${t('formsDesigner.fieldsetN', { n: f + 1 })}`;
              return (
                <Box key={f} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, mb: 1.5 }}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1 }}>
                    <TextField
                      size="small"
                      label={t('formsDesigner.fieldsetLabel', { n: f + 1 })}
                      value={fieldset.label ?? ''}
                      onChange={(event) =>
                        onChange(updateFieldset(steps, s, f, { label: event.target.value || undefined }))
                      }
                      sx={{ flex: 1 }}
                    />
                    <ItemControls
                      name={fieldsetName}
                      first={f === 0}
                      last={f === step.fieldsets.length - 1}
                      onMove={(d) => onChange(moveFieldset(steps, s, f, d))}
                      onDelete={() => onChange(removeFieldset(steps, s, f))}
                    />
                  </Stack>
                  <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.5 }}>
                    {fieldset.fields.map((field, i) => {
                      const key = `${s}.${f}.${i}`;
                      const fieldName = `${t('formsDesigner.fieldN', { n: i + 1 })}: ${field.label || field.name}`;
                      const editing = open === key;
                      return (
                        <Box
                          component="li"
                          key={i}
                          sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1, py: 0.5 }}
                        >
                          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                            <IconButton
                              size="small"
                              onClick={() => setOpen(editing ? null : key)}
                              aria-expanded={editing}
                              aria-label={t('formsDesigner.editNamed', { name: fieldName })}
                            >
                              <EditOutlined fontSize="small" />
                            </IconButton>
                            <Typography
                              variant="body2"
                              sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                            >
                              {field.label || <em>{field.name}</em>}
                              {field.required && ' *'}
                            </Typography>
                            <Chip size="small" label={t(`formsDesigner.types.${field.type}`)} />
                            <ItemControls
                              name={fieldName}
                              first={i === 0}
                              last={i === fieldset.fields.length - 1}
                              onMove={(d) => onChange(moveField(steps, s, f, i, d))}
                              onDelete={() => {
                                setOpen(null);
                                onChange(removeField(steps, s, f, i));
                              }}
                            />
                          </Stack>
                          <Collapse in={editing} unmountOnExit>
                            <FieldEditor
                              field={field}
                              idBase={`designer-field-${key.replace(/\./g, '-')}`}
                              onChange={(patch) => onChange(updateField(steps, s, f, i, patch))}
                            />
                          </Collapse>
                        </Box>
                      );
                    })}
                  </Stack>
                  <Button
                    size="small"
                    startIcon={<Add />}
                    onClick={() => {
                      const next = addField(steps, s, f);
                      setOpen(`${s}.${f}.${fieldset.fields.length}`);
                      onChange(next);
                    }}
                    sx={{ mt: 0.5 }}
                  >
                    {t('formsDesigner.addField')}
                  </Button>
                </Box>
              );
            })}
            <Button size="small" startIcon={<Add />} onClick={() => onChange(addFieldset(steps, s))}>
              {t('formsDesigner.addFieldset')}
            </Button>
          </Paper>
        );
      })}
      <Box>
        <Button variant="outlined" startIcon={<Add />} onClick={() => onChange(addStep(steps))}>
          {t('formsDesigner.addStep')}
        </Button>
      </Box>
    </Stack>
  );
}
