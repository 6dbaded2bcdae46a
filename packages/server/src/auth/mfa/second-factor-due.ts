import type { UserRow } from '../sessions/index';

/** §4: a user with multiFactor enabled must prove a second factor, unless is2FADisabled. */
export function secondFactorDue(user: Pick<UserRow, 'mfaEnabled' | 'is2faDisabled'>): boolean {
  return user.mfaEnabled && !user.is2faDisabled;
}
