import type { CollectionConfig, FieldConfig } from '@portal/domain';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Fields that hold fields (a group, a table's columns) and a grid that opens an item in a drawer over
 * this one are recursive: the renderer renders them and they render the renderer. They reach it
 * through these contexts, provided by the renderer and by the drawer, so the modules import in one
 * direction only (the lint's no-import-cycle).
 */
export interface FieldRendererProps {
  field: FieldConfig;
  name?: string;
  readOnly: boolean;
  label?: string;
}

/** Draws one field as the renderer does. A render function, not a component: the context's value is stable. */
export const NestedFieldContext = createContext<((props: FieldRendererProps) => ReactNode) | null>(null);

/** A field inside a composite field, drawn by the renderer that drew the composite. */
export function NestedField(props: FieldRendererProps) {
  const render = useContext(NestedFieldContext);
  if (!render) throw new Error('NestedField outside a FieldRenderer');
  return render(props);
}

export interface NestedDrawerProps {
  collection: CollectionConfig;
  /** An item's id, or 'new' to add one. */
  itemId: string;
  depth: number;
  /** Values a new item starts with (the parent of a drilldown). */
  preset?: Record<string, unknown>;
  /** Shows another item here (the one just added, a copy); null closes the drawer. */
  onOpen: (id: string | null) => void;
  onClose: () => void;
}

/** The admin's item drawer, for a grid that opens its items over the drawer it sits in. */
export const NestedDrawerContext = createContext<((props: NestedDrawerProps) => ReactNode) | null>(null);
