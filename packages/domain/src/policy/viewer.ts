import type { Locale, Role } from '../brands/types';

/**
 * Who is asking: the signed-in user as the server's session layer resolves it, or `null` for a
 * guest. Every policy decision takes a Viewer; nothing else identifies the caller.
 */
export interface Viewer {
  userId: string;
  email: string;
  role: Role;
  /** The company the user belongs to; advisors without one cannot list portals (§8). */
  organisationId: string | null;
  locale: Locale;
  sessionId: string;
  /** False while a required second factor has not been entered (§4 multiFactor.validated). */
  mfaValidated: boolean;
  /**
   * True when the user signs in with a factor a portal may require (a confirmed authenticator app,
   * or national e-ID); absent means no.
   */
  strongSecondFactor?: boolean;
  /**
   * Present while a professional views the portal as this client ("View as client", issue 5 item
   * 10): the viewer is the client, read-only, and `preview` says who is really looking.
   */
  preview?: PreviewMarker;
}

/** Who opened a client preview, on which account, and until when (ISO 8601 instants). */
export interface PreviewMarker {
  /** The advisor or admin looking. */
  byUserId: string;
  byName: string;
  portalId: string;
  accountId: string;
  startedAt: string;
  expiresAt: string;
}

export type MaybeViewer = Viewer | null;
