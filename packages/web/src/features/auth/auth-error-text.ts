import { isMessageKey } from '@portal/domain';
import type { TFunction } from 'i18next';

import { ApiError } from '../../lib/api-client';

/**
 * The banner text for a failed auth call: the auth service's own message for a refusal (wrong
 * password, unverified email), the general technical error when the service is missing or broken.
 */
export function authErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.isTechnical) return t('messages.errors.technical');
  for (const candidate of [error.message, error.code]) {
    if (candidate && isMessageKey(candidate)) return t(`messages.${candidate}`);
  }
  return error.message || t('messages.errors.technical');
}
