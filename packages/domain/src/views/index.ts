export * from './feeds';
export * from './portfolio-views';
