import type { MessageKey } from '@portal/domain';

/**
 * A provider failure with the §8 text it stands for: 'Need external id' (an account or portfolio
 * without its key at the source), 'Network Error' (the Data API did not answer in time or at all),
 * 'Account is not linked with a correct external id' (the source does not know the key).
 */
export class ProviderError extends Error {
  constructor(
    readonly messageKey: Extract<
      MessageKey,
      'errors.need_external_id' | 'errors.network' | 'errors.external_id_not_linked' | 'errors.technical'
    >,
    detail?: string,
    options?: { cause?: unknown },
  ) {
    super(detail ? `${messageKey}: ${detail}` : messageKey, options);
    this.name = 'ProviderError';
  }
}

export const needExternalId = () => new ProviderError('errors.need_external_id');

/** The key an external source knows an account by; 'Need external id' without one (§8). */
export function externalKey(key: { externalId: string | null }): string {
  if (!key.externalId) throw needExternalId();
  return key.externalId;
}
