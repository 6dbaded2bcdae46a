import type { MessageKey } from '@portal/domain';
import { AppError } from '../../http/errors';

/** A correction refused on one of its fields (unknown symbol, a future date …): 400 with that field. */
export class MarketRowRefused extends AppError {
  constructor(
    readonly field: string,
    key: MessageKey,
    values?: Record<string, string | number>,
  ) {
    super(400, 'validation_error', key, values);
    this.name = 'MarketRowRefused';
  }
}
