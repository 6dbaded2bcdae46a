import type { MessageTable } from './table';

/** Messages of client reports and the quarterly packs (issue 14). */
export const reportsMessages = {
  // The title of a quarterly pack's document in the client's library (also its e-mail's document name).
  'reports.quarterly_title': {
    en: 'Quarterly report Q{{quarter}} {{year}}',
    el: 'Τριμηνιαία αναφορά {{quarter}}ου τριμήνου {{year}}',
    is: 'Ársfjórðungsskýrsla {{quarter}}. ársfjórðungs {{year}}',
  },
  'errors.quarter_not_ended': {
    en: 'Reports for a quarter can be prepared once it has ended',
    el: 'Οι αναφορές ενός τριμήνου μπορούν να ετοιμαστούν όταν αυτό λήξει',
    is: 'Skýrslur ársfjórðungs má útbúa þegar honum er lokið',
  },
} as const satisfies MessageTable;
