import type { CollectionConfig } from '@portal/domain';
import { createContext, useContext } from 'react';

/** What a field may need beyond its value: the item it belongs to and how deep its drawer is. */
export interface FormScope {
  collection: CollectionConfig;
  /** The saved item's id; null while adding. */
  itemId: string | null;
  /** 0 for the grid's drawer, 1 for a drawer opened from it… */
  depth: number;
}

export const FormScopeContext = createContext<FormScope | null>(null);

export function useFormScope(): FormScope {
  const scope = useContext(FormScopeContext);
  if (!scope) throw new Error('useFormScope outside an admin form');
  return scope;
}
