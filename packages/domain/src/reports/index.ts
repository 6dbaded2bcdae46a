export * from './report-request';
export * from './report-period';
export * from './report-summary';
export * from './quarterly-pack';
