import type { MessageTable } from './table';

/** Texts of the public site's header, footer and page-type layouts (issue 17; §2, §3 page types). */
export const publicSiteShellMessages = {
  'publicSite.channel': { en: 'Channel', el: 'Κανάλι', is: 'Rás' },
  'publicSite.channel_current': { en: 'Channel: {{name}}', el: 'Κανάλι: {{name}}', is: 'Rás: {{name}}' },
  'publicSite.reset_channel': { en: 'Reset channel', el: 'Επαναφορά καναλιού', is: 'Endurstilla rás' },
  'publicSite.account_menu': { en: 'My account', el: 'Ο λογαριασμός μου', is: 'Aðgangurinn minn' },
  'publicSite.main_menu': { en: 'Menu', el: 'Μενού', is: 'Valmynd' },
  'publicSite.footer_links': { en: 'More', el: 'Περισσότερα', is: 'Meira' },
  'publicSite.resources': { en: 'Resources', el: 'Υλικό', is: 'Efni' },
  'publicSite.no_resources': {
    en: 'No resources published yet.',
    el: 'Δεν έχει δημοσιευτεί υλικό ακόμη.',
    is: 'Ekkert efni birt enn.',
  },
  'publicSite.updated_on': { en: 'Updated {{date}}', el: 'Ενημέρωση {{date}}', is: 'Uppfært {{date}}' },
  'publicSite.published_on': { en: 'Published {{date}}', el: 'Δημοσίευση {{date}}', is: 'Birt {{date}}' },
  'publicSite.funds': { en: 'Funds', el: 'Αμοιβαία κεφάλαια', is: 'Sjóðir' },
  'publicSite.no_funds': {
    en: 'No funds to show yet.',
    el: 'Δεν υπάρχουν αμοιβαία κεφάλαια ακόμη.',
    is: 'Engir sjóðir enn.',
  },
  'publicSite.fund_name': { en: 'Fund', el: 'Αμοιβαίο κεφάλαιο', is: 'Sjóður' },
  'publicSite.fund_isin': { en: 'ISIN', el: 'ISIN', is: 'ISIN' },
  'publicSite.fund_price': { en: 'Price', el: 'Τιμή', is: 'Verð' },
  'publicSite.fund_price_date': { en: 'Price date', el: 'Ημερομηνία τιμής', is: 'Verðdagur' },
  'publicSite.fund_change_1y': { en: '1 year', el: '1 έτος', is: '1 ár' },
  'publicSite.account_signed_in': {
    en: 'You are signed in. Your accounts and portfolios are in the portal.',
    el: 'Έχετε συνδεθεί. Οι λογαριασμοί και τα χαρτοφυλάκιά σας βρίσκονται στην πύλη.',
    is: 'Þú ert innskráð(ur). Reikningar þínir og eignasöfn eru í gáttinni.',
  },
  'publicSite.account_open': { en: 'Open the portal', el: 'Άνοιγμα της πύλης', is: 'Opna gáttina' },
  'publicSite.account_signed_out': {
    en: 'Sign in to see your accounts, or sign up to open one.',
    el: 'Συνδεθείτε για να δείτε τους λογαριασμούς σας ή εγγραφείτε για να ανοίξετε έναν.',
    is: 'Skráðu þig inn til að sjá reikningana þína, eða nýskráðu þig til að stofna einn.',
  },
  'publicSite.report_print': { en: 'Print this page', el: 'Εκτύπωση σελίδας', is: 'Prenta síðuna' },
  'publicSite.form_cta': { en: 'Contact us', el: 'Επικοινωνήστε μαζί μας', is: 'Hafðu samband' },
} as const satisfies MessageTable;
