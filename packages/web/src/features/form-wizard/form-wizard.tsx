import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { FormStepDefinition } from '@portal/domain';
import { useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ApiError, refusalText } from '../../lib/api-client';
import { FormScopeContext, rootName, toWrite } from '../admin';
import { useWizardForm } from './use-wizard-form';
import { WizardStep } from './wizard-step';

interface FormWizardProps {
  steps: FormStepDefinition[];
  /** The viewer is a company admin: admin fields writable, internal ones shown (§2). */
  admin: boolean;
  /** Sends the values (API shape); resolves with the end message to show, or rejects with an ApiError. */
  onSubmit?: (data: Record<string, unknown>) => Promise<string>;
  /** A name for the form landmark. */
  title: string;
}

/**
 * The form wizard (§2): steps as tabs when there is more than one, Next and Back between them and
 * Submit on the last; each step is checked before moving on, with the schema the server uses. The
 * server's field messages (400) land on their fields; after Submit the end message is shown. With
 * no `onSubmit` it is a preview: everything works but Submit only checks the values.
 */
export function FormWizard({ steps, admin, onSubmit, title }: FormWizardProps) {
  const { t } = useTranslation();
  const { collection, form } = useWizardForm(steps, admin);
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const idBase = useId();
  const last = collection.steps.length - 1;
  const tabs = collection.steps.length > 1;
  const errorNames = new Set(Object.keys(form.formState.errors).map(rootName));
  const namesOf = (stepIndex: number) =>
    (collection.steps[stepIndex]?.fieldsets ?? []).flatMap((fs) => fs.fields.map((f) => f.name));

  if (collection.steps.length === 0) return <Alert severity="info">{t('formsDesigner.wizard.empty')}</Alert>;
  if (done !== null)
    return (
      <Alert severity="success" role="status">
        {done}
      </Alert>
    );

  async function next() {
    if (await form.trigger(namesOf(index))) setIndex((current) => Math.min(current + 1, last));
  }

  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      if (!onSubmit) {
        setDone(t('formsDesigner.wizard.previewDone'));
        return;
      }
      try {
        setDone(await onSubmit(toWrite(collection, values)));
      } catch (cause) {
        if (cause instanceof ApiError && cause.fields.length) {
          for (const field of cause.fields)
            form.setError(field.path.replace(/^data\./, ''), { type: 'server', message: field.message });
          const first = collection.steps.findIndex((_, i) =>
            cause.fields.some((field) => namesOf(i).includes(rootName(field.path.replace(/^data\./, '')))),
          );
          if (first >= 0) setIndex(first);
        }
        setError(refusalText(cause, t('formsDesigner.wizard.failed')));
      }
    },
    (errors) => {
      // The first step with a problem is shown, so the message is seen.
      const names = Object.keys(errors).map(rootName);
      const first = collection.steps.findIndex((_, i) => namesOf(i).some((name) => names.includes(name)));
      if (first >= 0) setIndex(first);
    },
  );

  return (
    <FormScopeContext.Provider value={{ collection, itemId: null, depth: 0 }}>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            if (index < last) void next();
            else void submit();
          }}
        >
          {tabs && (
            <Tabs
              value={index}
              onChange={(_event, value: number) => setIndex(value)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('formsDesigner.wizard.steps')}
              sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
            >
              {collection.steps.map((step, i) => (
                <Tab
                  key={step.name}
                  id={`${idBase}-tab-${i}`}
                  aria-controls={`${idBase}-panel`}
                  label={step.label || t('formsDesigner.wizard.stepN', { n: i + 1 })}
                  sx={namesOf(i).some((name) => errorNames.has(name)) ? { color: 'error.main' } : undefined}
                />
              ))}
            </Tabs>
          )}
          <Box
            role={tabs ? 'tabpanel' : undefined}
            id={`${idBase}-panel`}
            aria-labelledby={tabs ? `${idBase}-tab-${index}` : undefined}
          >
            {error && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <WizardStep
              key={index}
              collection={collection}
              definition={steps[index]!}
              stepIndex={index}
              admin={admin}
            />
          </Box>
          <Stack direction="row" sx={{ gap: 1, mt: 3, justifyContent: 'flex-end' }}>
            {index > 0 && (
              <Button onClick={() => setIndex(index - 1)}>{t('formsDesigner.wizard.back')}</Button>
            )}
            {index < last ? (
              <Button variant="contained" type="submit">
                {t('formsDesigner.wizard.next')}
              </Button>
            ) : (
              <Button variant="contained" type="submit" disabled={form.formState.isSubmitting}>
                {t('formsDesigner.wizard.submit')}
              </Button>
            )}
          </Stack>
        </Box>
      </FormProvider>
    </FormScopeContext.Provider>
  );
}
