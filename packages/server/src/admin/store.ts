/**
 * The admin's operations on any declared collection (ARCHITECTURE "Admin is schema-driven"): list
 * with search, get, create, update, publish, duplicate, move, soft delete, history and restore. The
 * declaration says which fields exist and how they validate; the table map says where they live;
 * hooks add the business rules. Every write is one transaction with its activity log entry (and its
 * history snapshot where the collection keeps one). Rows outside the admin's company are 404.
 */

export { listHistory, restoreVersion } from './store/history';
export { moveItem } from './store/order';
export { COUNT_CAP, getItem, listItems, type ListQuery } from './store/reads';
export { assertAllowed, type Item } from './store/shared';
export { createItem, duplicateItem, removeItem, updateItem } from './store/writes';
