import type { Database } from '../db/client';
import type { TableChanges } from '../db/table-changes';
import { companyPortals } from './scope';

/**
 * How long a company's portals are remembered. A change to portals clears them in every process
 * (table change notifications); the limit only bounds a notification lost with its connection.
 */
const PORTALS_TTL_MS = 30_000;

/** The ids of a company's active portals, read or remembered. */
export type CompanyPortalIds = (organisationId: string) => Promise<string[]>;

/**
 * The company's portals kept per process (decision 119): every grid page of a portal-scoped
 * collection names them literally (decision 35), and they change far less often than the grid is
 * read. A read that began before a change is not kept (the generation moved on meanwhile).
 * `forget` clears them at once, for this process's own writes, before the notification arrives.
 */
export function keptCompanyPortalIds(
  db: Database,
  tableChanges: TableChanges,
): { ids: CompanyPortalIds; forget: () => void } {
  const kept = new Map<string, { ids: string[]; at: number }>();
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept.clear();
  };
  tableChanges.onChange(['portals'], forget);
  return {
    forget,
    async ids(organisationId) {
      const hit = kept.get(organisationId);
      if (hit && Date.now() - hit.at < PORTALS_TTL_MS) return hit.ids;
      const began = generation;
      const ids = (await companyPortals(db, organisationId)).map((row) => row.id);
      if (generation === began) kept.set(organisationId, { ids, at: Date.now() });
      return ids;
    },
  };
}
