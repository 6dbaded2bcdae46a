import { refusalText } from '../../lib/api-client';

type T = (key: string) => string;

/** The server's translated reason for a refusal, or §8's technical error for anything else. */
export const errorMessage = (error: unknown, t: T): string =>
  refusalText(error, t('messages.errors.technical'));

/** A form error (a domain message key from the shared schema) as text. */
export function fieldError(key: string | undefined, t: T): string | undefined {
  return key ? t(`messages.${key}`) : undefined;
}
