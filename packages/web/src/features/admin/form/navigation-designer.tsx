import type { FieldProps } from './field-props';
import { NAVIGATION_COLUMNS } from './navigation-columns';
import { TabularField } from './tabular-field';

/** navigation-designer: the portal's menu items and their sub-items, added, edited, moved, deleted. */
export function NavigationDesigner(props: FieldProps) {
  return <TabularField {...props} field={{ ...props.field, type: 'tabular', fields: NAVIGATION_COLUMNS }} />;
}
