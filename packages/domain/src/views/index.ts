export * from './feeds';
export * from './portfolio-views';
export * from './funds';
export * from './analytics';
export * from './jobs';
export * from './report-view';
export * from './published-content';
export * from './site-channel';
