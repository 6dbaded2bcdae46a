import { z } from 'zod';
import { MFA_CHANNELS, type BrandConfig, type MfaRequiredAnswer } from '@portal/domain';
import type { Database } from '../../db/client';
import type { SessionRow, UserRow } from '../sessions/index';
import { sessionResponseSchema, sessionView, type SessionResponse } from '../session-view';
import { mfaChannels } from './channels';

export const mfaRequiredSchema = z.object({
  mfaRequired: z.literal(true),
  channels: z.array(z.enum(MFA_CHANNELS)),
});

/** The sign-in answer: the session, or (second factor due) the channels to prove it with. */
export const signInResponseSchema = z.union([sessionResponseSchema, mfaRequiredSchema]);

export async function signInAnswer(
  db: Database,
  brand: BrandConfig,
  result: { user: UserRow; session: SessionRow },
): Promise<SessionResponse | MfaRequiredAnswer> {
  if (result.session.mfaValidated) return sessionView(result.user, result.session, brand);
  return { mfaRequired: true, channels: await mfaChannels(db, brand, result.user) };
}
