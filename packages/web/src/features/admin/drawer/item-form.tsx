import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CollectionConfig } from '@portal/domain';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useViewer } from '../../../lib/use-viewer';
import type { AdminItem } from '../admin-api';
import { FormScopeContext } from '../form/form-scope';
import { rootName } from '../form/form-values';
import { FormActions } from './form-actions';
import { StepFields } from './step-fields';
import { useAdminForm } from './use-admin-form';
import { useItemActions } from './use-item-actions';
import { stepFieldNames } from './visible-fields';

interface ItemFormProps {
  collection: CollectionConfig;
  item: AdminItem | null;
  preset: Record<string, unknown>;
  depth: number;
  /** Another item to show in this drawer (the one just added or the copy), or null to close it. */
  onOpen: (id: string | null) => void;
}

/** The drawer's form: steps as tabs when there is more than one (§2), fields, and the actions. */
export function ItemForm({ collection, item, preset, depth, onOpen }: ItemFormProps) {
  const { t } = useTranslation();
  const { admin } = useViewer();
  const form = useAdminForm(collection, item, preset);
  const actions = useItemActions(collection, item, form, onOpen);
  const [stepIndex, setStepIndex] = useState(0);
  const errorNames = new Set(Object.keys(form.formState.errors).map(rootName));
  const tabs = collection.steps.length > 1;
  const idBase = `admin-${collection.slug}-${depth}`;
  return (
    <FormScopeContext.Provider value={{ collection, itemId: item?.id ?? null, depth }}>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-label={t(collection.labels.singular)}
          onSubmit={(event) => {
            event.preventDefault();
            void actions.save('save');
          }}
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
        >
          <FormActions collection={collection} item={item} actions={actions} />
          {tabs && (
            <Tabs
              value={stepIndex}
              onChange={(_event, index: number) => setStepIndex(index)}
              variant="scrollable"
              allowScrollButtonsMobile
              sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
            >
              {collection.steps.map((step, index) => {
                const hasError = stepFieldNames(collection, index).some((name) => errorNames.has(name));
                return (
                  <Tab
                    key={step.name}
                    id={`${idBase}-tab-${index}`}
                    aria-controls={`${idBase}-panel-${index}`}
                    label={t(step.label)}
                    sx={hasError ? { color: 'error.main' } : undefined}
                  />
                );
              })}
            </Tabs>
          )}
          <Box
            role={tabs ? 'tabpanel' : undefined}
            id={`${idBase}-panel-${stepIndex}`}
            aria-labelledby={tabs ? `${idBase}-tab-${stepIndex}` : undefined}
            sx={{ p: 2, overflowY: 'auto', flex: 1 }}
          >
            {actions.error && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {actions.error}
              </Alert>
            )}
            <StepFields key={stepIndex} collection={collection} stepIndex={stepIndex} admin={admin} />
          </Box>
        </Box>
      </FormProvider>
    </FormScopeContext.Provider>
  );
}
