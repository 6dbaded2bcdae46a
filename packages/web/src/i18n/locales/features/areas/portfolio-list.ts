/**
 * Strings of the portfolios list (the 'Portfolios' navigation item), in every language; spread into
 * ../{en,el,is}.ts so each language has the same keys (i18n tests).
 */
export const portfolioListStrings = {
  en: {
    portfolioList: {
      title: 'Portfolios',
      search: 'Search by portfolio or account name',
      listLabel: 'Portfolios',
      found_one: '{{count}} portfolio',
      found_other: '{{count}} portfolios',
      empty: 'No portfolios match this search.',
      columns: { portfolio: 'Portfolio', account: 'Account', type: 'Type', value: 'Value' },
    },
  },
  el: {
    portfolioList: {
      title: 'Χαρτοφυλάκια',
      search: 'Αναζήτηση με όνομα χαρτοφυλακίου ή λογαριασμού',
      listLabel: 'Χαρτοφυλάκια',
      found_one: '{{count}} χαρτοφυλάκιο',
      found_other: '{{count}} χαρτοφυλάκια',
      empty: 'Κανένα χαρτοφυλάκιο δεν ταιριάζει με την αναζήτηση.',
      columns: { portfolio: 'Χαρτοφυλάκιο', account: 'Λογαριασμός', type: 'Τύπος', value: 'Αξία' },
    },
  },
  is: {
    portfolioList: {
      title: 'Söfn',
      search: 'Leita eftir heiti safns eða reiknings',
      listLabel: 'Söfn',
      found_one: '{{count}} safn',
      found_other: '{{count}} söfn',
      empty: 'Ekkert safn passar við leitina.',
      columns: { portfolio: 'Safn', account: 'Reikningur', type: 'Tegund', value: 'Virði' },
    },
  },
};
