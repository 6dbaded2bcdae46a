import type { PinChannel } from '@portal/domain';

import { postJson } from '../../../lib/api-client';
import type { Session } from '../../../lib/session';

/** POST /api/auth/pin/send: a new PIN by e-mail or SMS (202; delivery may take a minute or more). */
export function sendPin(channel: PinChannel): Promise<unknown> {
  return postJson('/auth/pin/send', { channel });
}

/** POST /api/auth/pin/verify: the PIN; answers the signed-in session. */
export function verifyPin(pin: string): Promise<Session> {
  return postJson('/auth/pin/verify', { pin });
}

/** POST /api/auth/totp/verify: an authenticator-app code or a recovery code. */
export function verifyTotp(code: string): Promise<Session> {
  return postJson('/auth/totp/verify', { code });
}
