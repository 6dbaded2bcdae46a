import { LOCAL_LOOKUP_LISTS, type LookupEntry, type LookupListName } from '@portal/domain';

/** Where the lookup lists come from (§7 "a public API list for lookup text fields"). */
export interface LookupSource {
  /** Every entry of the list, in its order (the route matches and bounds them). */
  entries(list: LookupListName): Promise<readonly LookupEntry[]>;
}

/** The lists shipped in the repository (ISO 3166 countries, ISO 4217 currencies): the default. */
export const localLookupSource: LookupSource = {
  entries: (list) => Promise.resolve(LOCAL_LOOKUP_LISTS[list]),
};
