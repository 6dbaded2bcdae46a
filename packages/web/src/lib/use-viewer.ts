import { isProfessionalRole, roleOfUser } from '@portal/domain';

import { useSession } from './session';

/** The signed-in viewer's role: staff (admins and professionals) see clients and may edit. */
export function useViewer() {
  const { data: session } = useSession();
  const role = session ? roleOfUser(session.user) : null;
  return { role, staff: role ? isProfessionalRole(role) : false, admin: role === 'admin' };
}
