import type { Locale } from '@portal/domain';

/** Job titles of admins and advisors, in each language. */
export const STAFF_TITLES: Record<Locale, { admin: string[]; advisor: string[] }> = {
  en: {
    admin: ['Head of Operations', 'Compliance Director', 'Client Services Manager'],
    advisor: [
      'Senior Wealth Manager',
      'Chartered Financial Planner',
      'Investment Director',
      'Portfolio Manager',
      'Client Relationship Manager',
    ],
  },
  el: {
    admin: ['Διευθυντής Λειτουργιών', 'Υπεύθυνος Κανονιστικής Συμμόρφωσης', 'Υπεύθυνη Εξυπηρέτησης Πελατών'],
    advisor: [
      'Ανώτερος Σύμβουλος Επενδύσεων',
      'Διαχειριστής Χαρτοφυλακίου',
      'Σύμβουλος Επενδύσεων',
      'Επενδυτικός Διευθυντής',
    ],
  },
  is: {
    admin: ['Rekstrarstjóri', 'Regluvörður', 'Þjónustustjóri'],
    advisor: ['Eignastýringarstjóri', 'Fjármálaráðgjafi', 'Sjóðstjóri', 'Viðskiptastjóri'],
  },
};
