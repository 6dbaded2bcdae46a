import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../http/errors';

let known: Set<string> | null = null;

/**
 * The ~49,000 most used passwords from published breach corpora (zxcvbn's list, ranked by
 * frequency), lower-cased: the top-3000 check of ASVS 6.2.4 and the offline breached-password set
 * of 6.2.12. Loaded on first use.
 */
function commonPasswords(): Set<string> {
  known ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return known;
}

/** True for a password on the list, whatever its case ('Password1' is as weak as 'password1'). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Refuses a new password from the list with the form's own message (400). */
export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError(400, 'password_common', 'validation.password_common');
}
