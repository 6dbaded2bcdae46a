import { isProfessionalRole, roleOfUser, type RouteDef } from '@portal/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { useSession } from '../lib/session';

/** §2 guards: admin pages send non-admins to /?action=login, professional pages send others to /portals. */
export function RouteGuard({ def, children }: { def: RouteDef; children: ReactNode }) {
  const { data: session } = useSession();
  const role = session ? roleOfUser(session.user) : null;
  if (def.adminOnly && role !== 'admin') return <Navigate to="/?action=login" replace />;
  if (def.professionalOnly && !(role && isProfessionalRole(role))) return <Navigate to="/portals" replace />;
  return <>{children}</>;
}
