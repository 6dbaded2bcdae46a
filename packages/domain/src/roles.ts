import type { Role, VisibleFor } from './brands/types';

/** The flags of a user profile that decide the role (§3 User, §6 Roles). */
export interface RoleFlags {
  isAdmin?: boolean | null;
  isProfessional?: boolean | null;
}

/**
 * The role of a signed-in user (§6): `admin` (isAdmin, the company admin), `advisor`
 * (isProfessional, shown as Internal), otherwise `investor` (a client). Admin wins over advisor.
 */
export function roleOfUser(user: RoleFlags): Role {
  if (user.isAdmin === true) return 'admin';
  if (user.isProfessional === true) return 'advisor';
  return 'investor';
}

/** True for the professional roles (admin and advisor), who see clients and analytics (§6). */
export function isProfessionalRole(role: Role): boolean {
  return role === 'admin' || role === 'advisor';
}

/** True when an item visible for `visibleFor` (§2: Admin, Advisor, Investor or all) shows to `role`. */
export function canSee(visibleFor: readonly VisibleFor[], role: Role): boolean {
  return visibleFor.includes('all') || visibleFor.includes(role);
}
