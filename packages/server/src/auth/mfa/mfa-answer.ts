import type { BrandConfig, MfaRequiredAnswer, SessionResponse } from '@portal/domain';
import type { Database } from '../../db/client';
import type { SessionRow, UserRow } from '../sessions/index';
import { sessionView } from '../session-view';
import { mfaChannels } from './channels';

/** The sign-in answer (the domain's signInResponseSchema). */
export async function signInAnswer(
  db: Database,
  brand: BrandConfig,
  result: { user: UserRow; session: SessionRow },
): Promise<SessionResponse | MfaRequiredAnswer> {
  if (result.session.mfaValidated) return sessionView(result.user, result.session, brand);
  return { mfaRequired: true, channels: await mfaChannels(db, brand, result.user) };
}
