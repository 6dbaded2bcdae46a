/** Why the visitor is on /login: shown once as a notice in the login dialog. */
export type LoginNotice = 'logged_out' | 'inactivity' | 'password_changed';

const KEY = 'portal.loginNotice';
const NOTICES: readonly string[] = ['logged_out', 'inactivity', 'password_changed'];

/** Stores the notice (and with 'inactivity' the §4 inactivity flag) for the next /login. */
export function setLoginNotice(notice: LoginNotice): void {
  try {
    sessionStorage.setItem(KEY, notice);
  } catch {
    // storage blocked: the notice is only a courtesy
  }
}

export function peekLoginNotice(): LoginNotice | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return value && NOTICES.includes(value) ? (value as LoginNotice) : null;
  } catch {
    return null;
  }
}

export function clearLoginNotice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
