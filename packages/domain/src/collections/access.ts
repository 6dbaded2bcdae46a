import { allowsRule, type AccessDecision } from '../policy/access-rules';
import type { MaybeViewer } from '../policy/viewer';
import type { CollectionConfig, CollectionOperation, FieldConfig } from './types';

const FORBIDDEN: AccessDecision = { allow: false, deny: 'forbidden' };

/**
 * May `viewer` do `operation` on `collection`? The collection's rule for the operation, decided by
 * the policy's allowsRule (the same function the server's route guard uses). A read-only
 * collection refuses every write, and Publish exists only where the collection keeps history.
 */
export function collectionAccess(
  collection: CollectionConfig,
  operation: CollectionOperation,
  viewer: MaybeViewer,
): AccessDecision {
  if (operation !== 'read' && collection.readOnly) return FORBIDDEN;
  if (operation === 'publish' && !collection.history) return FORBIDDEN;
  return allowsRule(collection.access[operation], viewer);
}

/**
 * What a viewer may do with one field (§2): `internal` fields are hidden from non-admins, `admin`
 * fields are read-only for them, read-only fields are read-only for everyone.
 */
export function fieldAccess(field: FieldConfig, viewer: MaybeViewer): 'hidden' | 'read' | 'write' {
  const isAdmin = viewer?.role === 'admin';
  if (field.internal && !isAdmin) return 'hidden';
  if (field.readOnly || (field.admin && !isAdmin)) return 'read';
  return 'write';
}
