import { eq } from 'drizzle-orm';
import type { Viewer } from '@portal/domain';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';

/** The preferences a user sets on themselves (the welcome dialog's "do not show again"). */
export interface UserPreferences {
  hideIntroText?: boolean | undefined;
}

/** Saves the viewer's own preferences and answers them as stored. */
export async function saveUserPreferences(
  db: Database,
  viewer: Viewer,
  preferences: UserPreferences,
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...preferences, updatedAt: now, updatedBy: viewer.userId })
    .where(eq(users.id, viewer.userId))
    .returning({ hideIntroText: users.hideIntroText });
  return { hideIntroText: row!.hideIntroText };
}
