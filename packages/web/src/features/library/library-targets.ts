import { pickerOptions, type PickerOption } from '../../ui/search-picker';
import type { LibraryTargets } from '@portal/domain';
import type { LibraryDocument } from './library-api';

type T = (key: string, values?: Record<string, unknown>) => string;

/** The account and group choices (§6: groups shown with a group prefix), keyed `account:{id}` / `group:{id}`. */
export function targetOptions(targets: LibraryTargets | undefined, t: T): PickerOption[] {
  if (!targets) return [];
  return [
    ...pickerOptions('account', targets.accounts, t('library.accounts')),
    ...pickerOptions('group', targets.groups, t('library.groups'), (name) =>
      t('library.groupPrefix', { name }),
    ),
  ];
}

/** Where a document is filed, as the list shows it; portal-wide documents have no account or group. */
export function placeOf(document: Pick<LibraryDocument, 'account' | 'group'>, t: T): string {
  if (document.account) return document.account.name;
  if (document.group) return t('library.groupPrefix', { name: document.group.name });
  return t('library.portalWide');
}
