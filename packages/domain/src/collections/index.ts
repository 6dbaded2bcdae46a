/** Admin collections declared once (ARCHITECTURE "Admin is schema-driven"); see types.ts. */
export * from './types';
export {
  collectionFields,
  fieldLabel,
  findField,
  gridColumns,
  holdsValue,
  valueFields,
  writableFields,
} from './fields';
export { ADMIN_ONLY } from './define';
export * from './schema';
export * from './access';
export * from './naming';
export * from './search';
export * from './registry';
