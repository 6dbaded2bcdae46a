import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * §4 on sign-out: multiFactor becomes {enabled: true, validated: false} and the security code is
 * cleared. Only for users who have the second factor on: signing out must not switch it on for
 * everyone else.
 */
export async function resetSecondFactor(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ mfaValidated: false, securityCodeHash: null, securityCodeExpiresAt: null })
    .where(and(eq(users.id, userId), eq(users.mfaEnabled, true)));
}
