import type { Session } from './session';

/** What the server put in the page for the first frame (server auth/boot-session.ts). */
export interface BootData {
  /** GET /api/auth/session's answer when signed in, null when signed out. */
  session: Session | null;
  /** A signed-in page's first GET answers, by path under /api (lib/boot-answers.ts). */
  answers?: Record<string, unknown>;
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
    if (!data || !('session' in data)) return undefined;
    const answers = data.answers && typeof data.answers === 'object' ? data.answers : undefined;
    return { session: data.session ?? null, answers };
  } catch {
    return undefined;
  }
}
