import { fieldAccess, type CollectionConfig, type FieldConfig, type MaybeViewer } from '@portal/domain';

export type FieldMode = 'hidden' | 'read' | 'write';

/** A viewer as `fieldAccess` needs it: only the role counts there. */
const viewerOf = (admin: boolean) => (admin ? ({ role: 'admin' } as MaybeViewer) : null);

/**
 * How the drawer shows a field (§2): password fields are hidden in admin grid forms; `internal`
 * ones are hidden from non-admins, `admin` ones read-only for them; everything of a read-only
 * collection is read-only.
 */
export function fieldMode(collection: CollectionConfig, f: FieldConfig, admin: boolean): FieldMode {
  if (f.type === 'password') return 'hidden';
  const access = fieldAccess(f, viewerOf(admin));
  if (access === 'hidden') return 'hidden';
  return collection.readOnly ? 'read' : access;
}

/** The names of the fields on a step (for marking a tab whose fields have errors). */
export function stepFieldNames(collection: CollectionConfig, stepIndex: number): string[] {
  return (collection.steps[stepIndex]?.fieldsets ?? []).flatMap((fs) => fs.fields.map((f) => f.name));
}
