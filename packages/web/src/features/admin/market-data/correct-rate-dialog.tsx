import { rateCorrectionSchema, type RateCorrectionInput } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../../ui/format';
import { CorrectionDialog } from './correction-dialog';
import { correctRate } from './market-data-api';

const blank: RateCorrectionInput = { from: '', to: '', date: '', rate: '', reason: '' };

/**
 * Correct rate (issue 13): the rate of a currency pair on a date (1 from = rate to), with the reason
 * the audit trail keeps. The server's refusals (a pair whose rates are not kept, a future date) show
 * under their field.
 */
export function CorrectRateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <CorrectionDialog
      open={open}
      onClose={onClose}
      schema={rateCorrectionSchema}
      defaults={blank}
      title={t('marketData.rateDialog.title')}
      intro={t('marketData.rateDialog.intro')}
      save={correctRate}
      saved={(values, changed) =>
        changed
          ? t('marketData.rateSaved', {
              pair: `${values.from.trim().toUpperCase()}/${values.to.trim().toUpperCase()}`,
              date: formatDate(values.date),
            })
          : t('marketData.rateUnchanged')
      }
      fields={[
        { name: 'from', label: t('marketData.rateDialog.from') },
        { name: 'to', label: t('marketData.rateDialog.to') },
        { name: 'date', label: t('marketData.dialog.date'), kind: 'date' },
        { name: 'rate', label: t('marketData.rateDialog.rate'), kind: 'decimal' },
        { name: 'reason', label: t('marketData.dialog.reason') },
      ]}
    />
  );
}
