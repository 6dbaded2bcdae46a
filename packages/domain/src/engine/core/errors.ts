import type { MessageKey } from '../../i18n/messages';

/**
 * Input the engine refuses (a sale above the held units, a missing price, an unknown type). Carries
 * the message key of `domainMessages` (spec §5/§8 wording), its parameters (e.g. `held` for
 * 'errors.sale_above_units', shown after the message) and the index of the offending input row.
 */
export class EngineError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
    readonly row?: number,
  ) {
    super(`${key}${Object.keys(params).length ? ` ${JSON.stringify(params)}` : ''}`);
    this.name = 'EngineError';
  }
}
