/** Forms designer definitions, their compiled validation, the submission workflow and its CSV. */
export * from './definition';
export * from './compile';
export * from './workflow';
export * from './csv';
