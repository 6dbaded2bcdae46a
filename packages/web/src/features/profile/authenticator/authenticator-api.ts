import { apiFetch, postJson } from '../../../lib/api-client';

export interface TotpStatus {
  enrolled: boolean;
  recoveryCodesLeft: number;
  /** A portal of this user requires the app. */
  required: boolean;
}

export const TOTP_QUERY_KEY = ['auth', 'totp'] as const;

export const fetchTotpStatus = () => apiFetch<TotpStatus>('/auth/totp');

/** Starts enrolment: the secret (shown this once) and its otpauth:// address for a QR code. */
export const startTotpSetup = () => postJson<{ secret: string; otpauthUrl: string }>('/auth/totp/setup', {});

/** Confirms with a first code from the app; answers the ten recovery codes. */
export const confirmTotp = (code: string) =>
  postJson<{ recoveryCodes: string[] }>('/auth/totp/confirm', { code });

/** Removes the app (the current password proves it is the user). */
export const removeTotp = (password: string) =>
  apiFetch<{ message: string }>('/auth/totp', { method: 'DELETE', body: JSON.stringify({ password }) });
