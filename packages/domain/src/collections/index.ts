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
export { PAGE_BLOCK_MAX_CHARS, PAGE_BLOCK_TYPES, type PageBlockType } from './declarations/content';
