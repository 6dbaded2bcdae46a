import type { FieldConfig } from '@portal/domain';

const VISIBLE_FOR = ['all', 'Admin', 'Advisor', 'Investor'] as const;

/** The columns of a portal's navigation: name, link, icon, who sees it and its sub-items. */
export const NAVIGATION_COLUMNS: FieldConfig[] = [
  { name: 'name', type: 'text', label: 'admin.fields.name', required: true },
  { name: 'link', type: 'text', label: 'admin.fields.link', required: true },
  { name: 'icon', type: 'icon', label: 'admin.fields.icon' },
  {
    name: 'visibleFor',
    type: 'select',
    label: 'admin.fields.visibleFor',
    options: VISIBLE_FOR.map((value) => ({ value, label: `admin.options.${value.toLowerCase()}` })),
  },
  {
    name: 'subnavigation',
    type: 'tabular',
    label: 'admin.fields.subnavigation',
    fields: [
      { name: 'name', type: 'text', label: 'admin.fields.name', required: true },
      { name: 'link', type: 'text', label: 'admin.fields.link', required: true },
    ],
  },
];

/** A navigation list as the schema takes it: blanks left out, `order` from the position. */
export function navigationValue(input: unknown): unknown {
  if (!Array.isArray(input)) return input;
  const clean = (row: Record<string, unknown>, order: number) => {
    const out: Record<string, unknown> = { order };
    for (const [key, value] of Object.entries(row)) {
      if (value === '' || value === null || value === undefined) continue;
      out[key] = key === 'subnavigation' && Array.isArray(value) ? value.map(clean) : value;
    }
    return out;
  };
  return input.map((row: Record<string, unknown>, index) => clean(row, index));
}
