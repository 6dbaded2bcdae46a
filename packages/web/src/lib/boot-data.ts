import type { Session } from './session';

/** What the server put in the page for the first frame (server auth/boot-session.ts). */
export interface BootData {
  /** GET /api/auth/session's answer when signed in, null when signed out. */
  session: Session | null;
}

/**
 * The page's boot data, or undefined when there is none (a page that came without it, e.g. from
 * `vite dev`, a hand-made test build, a preview or a session that ran out): the app then asks
 * /api/auth/session as before.
 */
export function readBootData(doc: Document = document): BootData | undefined {
  const element = doc.getElementById('portal-boot');
  if (!element?.textContent) return undefined;
  try {
    const data = JSON.parse(element.textContent) as Partial<BootData> | null;
    return data && 'session' in data ? { session: data.session ?? null } : undefined;
  } catch {
    return undefined;
  }
}
