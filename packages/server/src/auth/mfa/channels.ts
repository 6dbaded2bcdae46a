import { totpRequiredFor } from './totp-required';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { BrandConfig, MfaChannel } from '@portal/domain';
import type { Database } from '../../db/client';
import { totpFactors } from '../../db/schema/index';
import type { UserRow } from '../sessions/index';

/** True when the user has confirmed an authenticator app. */
export async function hasTotp(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: totpFactors.id })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  return row !== undefined;
}

/**
 * The ways this user can prove a second factor: a PIN by e-mail or SMS as the brand allows (SMS
 * only with a phone number), and the authenticator app once enrolled (then alone, when a portal of
 * theirs requires it).
 */
export async function mfaChannels(db: Database, brand: BrandConfig, user: UserRow): Promise<MfaChannel[]> {
  const channels: MfaChannel[] = [];
  if (await hasTotp(db, user.id)) {
    channels.push('totp');
    // Where a portal requires the app, a PIN must not stand in for it.
    if (await totpRequiredFor(db, user)) return channels;
  }
  if (brand.signIn.pinByEmail) channels.push('email');
  if (brand.signIn.pinBySms && user.phone) channels.push('sms');
  return channels;
}
