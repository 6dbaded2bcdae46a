import type { CollectionConfig } from '@portal/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { cellText } from '../grid/cell-text';
import { SummaryBox } from './summary-box';

const SUMMARISED = new Set([
  'text',
  'select',
  'radio',
  'combobox',
  'dropdown',
  'number',
  'date-picker',
  'slug',
]);

/** §2: a security step shows a summary of the values entered on the other steps. */
export function SecuritySummary({
  collection,
  stepIndex,
}: {
  collection: CollectionConfig;
  stepIndex: number;
}) {
  const { t, i18n } = useTranslation();
  const values = useWatch() as Record<string, unknown>;
  const rows = collection.steps
    .filter((_, index) => index !== stepIndex)
    .flatMap((step) => step.fieldsets.flatMap((fs) => fs.fields))
    .filter((f) => SUMMARISED.has(f.type))
    .map((f) => [t(f.label), cellText(f, values[f.name], t, i18n.language)] as const)
    .filter(([, text]) => text !== '');
  if (rows.length === 0) return null;
  return <SummaryBox title={t('admin.form.summary')} rows={rows} wrapAnywhere />;
}
