import { COUNTRIES } from './countries';
import { CURRENCIES } from './currencies';
import type { LookupEntry, LookupListName } from './lookup';

/** The lists shipped with the portal: the default source, and the fallback of a remote one. */
export const LOCAL_LOOKUP_LISTS: Record<LookupListName, readonly LookupEntry[]> = {
  countries: COUNTRIES,
  currencies: CURRENCIES,
};
