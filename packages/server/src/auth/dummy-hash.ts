import { hashPassword, verifyPassword } from './password';
import { randomToken } from './tokens';

let dummy: Promise<string> | undefined;

/**
 * Spends the same argon2 time as a real check when there is no hash to check against (unknown
 * e-mail, external-provider user), so response time does not reveal which accounts exist.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummy ??= hashPassword(randomToken());
  await verifyPassword(await dummy, password);
  return false;
}
