export * from './viewer';
export * from './access-rules';
export * from './scopes';
export * from './library-scope';
export * from './entry-route';
export * from './second-factor';
export * from './preview';
export * from './published-access';
