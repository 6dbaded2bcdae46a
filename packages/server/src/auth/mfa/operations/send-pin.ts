import { mfaChannels } from '../channels';
import { eq } from 'drizzle-orm';
import { PIN_VALIDITY_MS, type PinChannel } from '@portal/domain';
import { users } from '../../../db/schema/index';
import { AppError } from '../../../http/errors';
import { mailLocale, sendInBackground } from '../../context';
import { countAttempt } from '../../rate-limit/attempt-counter';
import { RateLimitedError } from '../../rate-limit/rate-limited-error';
import type { UserRow } from '../../sessions/index';
import type { MfaContext } from '../mfa-context';
import { generatePin, hashPin } from '../pin-code';
import { PIN_SENDS_PER_ACCOUNT, pinSendKey } from '../pin-limits';
import { renderPinMail, renderPinSms } from '../pin-mail';

export interface SendPinInput {
  user: UserRow;
  channel: PinChannel;
  acceptLanguage: string | undefined;
}

/**
 * Issues a new six-digit PIN (§2, §9) and sends it by e-mail or SMS. Only its hash is stored, with
 * the brand's validity of 2 hours; a new PIN replaces any earlier one. Delivery runs in the
 * background: a slow mail server must not hold the request (the PIN "may take a minute or more").
 */
export async function sendPin(ctx: MfaContext, input: SendPinInput): Promise<void> {
  const { user, channel } = input;
  // The brand's channels, SMS only with a phone, and no PIN where a portal requires the app.
  if (!(await mfaChannels(ctx.db, ctx.brand, user)).includes(channel))
    throw new AppError(400, 'channel_unavailable', 'validation.invalid_input');

  const sends = await countAttempt(ctx.db, pinSendKey(user.id), PIN_SENDS_PER_ACCOUNT, ctx.now);
  if (sends.over) throw new RateLimitedError(sends.retryAfterSeconds);

  const pin = generatePin();
  await ctx.db
    .update(users)
    .set({
      securityCodeHash: await hashPin(pin),
      securityCodeExpiresAt: new Date(ctx.now.getTime() + PIN_VALIDITY_MS),
    })
    .where(eq(users.id, user.id));

  const locale = mailLocale(ctx.brand, user.userLanguage, input.acceptLanguage);
  const brandName = ctx.brand.displayName;
  if (channel === 'email') {
    sendInBackground(ctx, renderPinMail({ to: user.email, locale, brandName, pin }));
  } else {
    ctx.sms
      .send({ to: user.phone!, body: renderPinSms({ locale, brandName, pin }), userId: user.id })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'sms could not be recorded'));
  }
  ctx.log.info({ event: 'pin-sent', channel, userId: user.id }, 'PIN issued');
}
