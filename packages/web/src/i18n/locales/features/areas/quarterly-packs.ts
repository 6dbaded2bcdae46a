/**
 * Strings of the quarterly pack dialog on the admin Jobs screen (issue 14 item 5), in every
 * language; spread into ../{en,el,is}.ts.
 */
export const quarterlyPacksStrings = {
  en: {
    quarterlyPacks: {
      open: 'Quarterly reports',
      title: 'Quarterly reports for clients',
      intro:
        "Prints the quarter's report for every client of the portal, or of one group, and files it in each client's library for their attention. Clients are told by e-mail. Running it again replaces the earlier reports.",
      portal: 'Portal',
      quarter: 'Quarter',
      quarterName: 'Q{{quarter}} {{year}}',
      group: 'Clients',
      allClients: 'Every client of the portal',
      cancel: 'Cancel',
      start: 'Prepare reports',
      queued: 'The quarterly reports have been queued',
      waiting: 'These quarterly reports are already waiting to be prepared',
    },
  },
  el: {
    quarterlyPacks: {
      open: 'Τριμηνιαίες αναφορές',
      title: 'Τριμηνιαίες αναφορές πελατών',
      intro:
        'Εκτυπώνει την αναφορά του τριμήνου για κάθε πελάτη της πύλης ή μιας ομάδας και την καταχωρεί στη βιβλιοθήκη κάθε πελάτη προς προσοχή του. Οι πελάτες ενημερώνονται με email. Μια νέα εκτέλεση αντικαθιστά τις προηγούμενες αναφορές.',
      portal: 'Πύλη',
      quarter: 'Τρίμηνο',
      quarterName: '{{quarter}}ο τρίμηνο {{year}}',
      group: 'Πελάτες',
      allClients: 'Όλοι οι πελάτες της πύλης',
      cancel: 'Άκυρο',
      start: 'Προετοιμασία αναφορών',
      queued: 'Οι τριμηνιαίες αναφορές μπήκαν στην ουρά',
      waiting: 'Αυτές οι τριμηνιαίες αναφορές περιμένουν ήδη να προετοιμαστούν',
    },
  },
  is: {
    quarterlyPacks: {
      open: 'Ársfjórðungsskýrslur',
      title: 'Ársfjórðungsskýrslur viðskiptavina',
      intro:
        'Prentar skýrslu ársfjórðungsins fyrir hvern viðskiptavin gáttarinnar, eða eins hóps, og setur hana í skjalasafn hvers viðskiptavinar til athugunar. Viðskiptavinum er tilkynnt með tölvupósti. Ný keyrsla kemur í stað fyrri skýrslna.',
      portal: 'Gátt',
      quarter: 'Ársfjórðungur',
      quarterName: '{{quarter}}. ársfjórðungur {{year}}',
      group: 'Viðskiptavinir',
      allClients: 'Allir viðskiptavinir gáttarinnar',
      cancel: 'Hætta við',
      start: 'Útbúa skýrslur',
      queued: 'Ársfjórðungsskýrslurnar eru komnar í röð',
      waiting: 'Þessar ársfjórðungsskýrslur bíða þegar vinnslu',
    },
  },
};
