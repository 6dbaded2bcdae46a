// The fund feature's public entry: the parts the explorer's drawer and the holding drawer show.
export { FundDocumentsPanel } from './fund-documents-panel';
export { FundFieldsTable } from './fund-fields-table';
export { FundPeriodsByIsin } from './fund-periods-by-isin';
export { FundPeriodsTable } from './fund-periods-table';
export { HoldingDocuments } from './holding-documents';
