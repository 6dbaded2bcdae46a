import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '@portal/domain';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { findAccount, listAccounts } from './account-repository';

/**
 * The repository on its own, without the route's portal check in front: the account scope alone
 * must keep every viewer to their accounts, since other callers (exports, reports) reuse it.
 */
describe('account repository scope in SQL', () => {
  let db: TestDatabase;
  let w: AccessWorld;
  const viewer = (userId: string, role: Viewer['role'], organisationId: string | null): Viewer => ({
    userId,
    email: 'x@example.com',
    role,
    organisationId,
    locale: 'en',
    sessionId: 's',
    mfaValidated: true,
  });
  const page = { limit: 100, offset: 0 };

  beforeAll(async () => {
    db = await createTestDatabase();
    w = await createAccessWorld(db.db);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("gives another company's admin nothing in a portal that is not theirs", async () => {
    const admin = viewer(w.users.otherCompanyAdmin, 'admin', w.companyB);
    expect((await listAccounts(db.db, admin, w.portalA, { page })).total).toBe(0);
    expect(await findAccount(db.db, admin, w.portalA, w.accounts.investor)).toBeNull();
  });

  it('gives an owning advisor of another company nothing', async () => {
    // Same owner rows, but the advisor now belongs to company B: the portal check must bite.
    const moved = viewer(w.users.ownerAdvisor, 'advisor', w.companyB);
    expect((await listAccounts(db.db, moved, w.portalA, { page })).total).toBe(0);
  });

  it('gives nothing to a guest or a session still at the PIN step', async () => {
    expect((await listAccounts(db.db, null, w.portalA, { page })).total).toBe(0);
    const pending = { ...viewer(w.users.admin, 'admin', w.companyA), mfaValidated: false };
    expect(await findAccount(db.db, pending, w.portalA, w.accounts.investor)).toBeNull();
  });

  it('counts and finds within scope', async () => {
    const owner = viewer(w.users.ownerAdvisor, 'advisor', w.companyA);
    expect((await listAccounts(db.db, owner, w.portalA, { page })).total).toBe(2);
    expect((await findAccount(db.db, owner, w.portalA, w.accounts.neighbour))?.name).toBe('Ned Neighbour');
  });
});
