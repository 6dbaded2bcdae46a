import { isProfessionalRole, roleOfUser } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';

import { useSession } from '../../lib/session';
import { changeFilters, readFilters, writeFilters, type LibraryFilters } from './library-filters';
import { libraryKey } from './library-api';

/** The portal of the route and whether the viewer is staff (admin or professional). */
export function useLibraryViewer() {
  const { portal = '' } = useParams();
  const { data: session } = useSession();
  const staff = session ? isProfessionalRole(roleOfUser(session.user)) : false;
  return { portalId: portal, staff };
}

/** The list's filters in the address bar, and a setter that starts again from page 1 on a change. */
export function useLibraryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const setFilters = useCallback(
    (change: Partial<LibraryFilters>) =>
      setParams((current) => writeFilters(changeFilters(readFilters(current), change)), {
        replace: true,
      }),
    [setParams],
  );
  return { filters, setFilters };
}

/** Refreshes every library query of the portal (lists, sections, tags) after a change. */
export function useRefreshLibrary(portalId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: libraryKey(portalId) }),
    [queryClient, portalId],
  );
}
