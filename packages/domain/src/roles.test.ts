import { describe, expect, it } from 'vitest';
import { canSee, isProfessionalRole, roleOfUser } from './roles';

describe('roles (§6)', () => {
  it('admin wins, then professional, else investor', () => {
    expect(roleOfUser({ isAdmin: true, isProfessional: true })).toBe('admin');
    expect(roleOfUser({ isAdmin: true })).toBe('admin');
    expect(roleOfUser({ isProfessional: true })).toBe('advisor');
    expect(roleOfUser({ isAdmin: false, isProfessional: null })).toBe('investor');
    expect(roleOfUser({})).toBe('investor');
  });

  it('professional roles', () => {
    expect(['admin', 'advisor', 'investor'].map((r) => isProfessionalRole(r as 'admin'))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('canSee honours all and single roles', () => {
    expect(canSee(['all'], 'investor')).toBe(true);
    expect(canSee(['admin', 'advisor'], 'advisor')).toBe(true);
    expect(canSee(['admin', 'advisor'], 'investor')).toBe(false);
    expect(canSee([], 'admin')).toBe(false);
  });
});
