export * from './report-request';
export * from './report-period';
export * from './report-summary';
export * from './costs-statement';
export * from './quarterly-pack';
