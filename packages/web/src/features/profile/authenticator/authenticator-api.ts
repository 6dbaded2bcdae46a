import type { RecoveryCodes, TotpSetup, TotpStatus } from '@portal/domain';

import { apiFetch, postJson } from '../../../lib/api-client';

export const TOTP_QUERY_KEY = ['auth', 'totp'] as const;

export const fetchTotpStatus = () => apiFetch<TotpStatus>('/auth/totp');

/** Starts enrolment: the secret (shown this once) and its otpauth:// address for a QR code. */
export const startTotpSetup = () => postJson<TotpSetup>('/auth/totp/setup', {});

/** Confirms with a first code from the app; answers the ten recovery codes. */
export const confirmTotp = (code: string) => postJson<RecoveryCodes>('/auth/totp/confirm', { code });

/** Removes the app (the current password proves it is the user). */
export const removeTotp = (password: string) =>
  apiFetch<{ message: string }>('/auth/totp', { method: 'DELETE', body: JSON.stringify({ password }) });
