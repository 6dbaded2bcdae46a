/** Market data rows: import targets, figure rules, the admin screen's schemas (issue 13). */
export * from './admin-schemas';
export * from './business-days';
export * from './quantity';
export * from './targets';
