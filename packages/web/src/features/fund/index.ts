// The fund feature's public entry: the parts the explorer's drawer and the holding drawer show.
export { FundDocumentsByIsin } from './fund-documents-by-isin';
export { FundDocumentsPanel } from './fund-documents-panel';
export { FundFieldsTable } from './fund-fields-table';
export { FundPeriodsByIsin } from './fund-periods-by-isin';
export { FundPeriodsTable } from './fund-periods-table';
