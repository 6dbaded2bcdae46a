import type { ClientStatus, PortalTerms } from '@portal/domain';

/** The investor dialogs of §2, one at a time. */
export type ClientDialog = 'terms' | 'notValidated' | 'welcome';

export interface DialogQueueInput {
  terms: PortalTerms | undefined;
  status: ClientStatus | undefined;
  hideIntroText: boolean;
  /** Dialogs already closed in this visit to the portal. */
  closed: ReadonlySet<ClientDialog>;
}

/**
 * Which dialog shows now: the terms first (§4: nothing else until they are accepted), then the
 * account-not-yet-validated notice, then the welcome (unless hideIntroText is set). Only clients of
 * the portal see them; an advisor browsing it sees none.
 */
export function nextClientDialog({
  terms,
  status,
  hideIntroText,
  closed,
}: DialogQueueInput): ClientDialog | null {
  if (!status?.isClient) return null;
  if (terms?.required && !closed.has('terms')) return 'terms';
  if (!terms) return null;
  if (status.notValidated && !closed.has('notValidated')) return 'notValidated';
  if (!hideIntroText && !closed.has('welcome')) return 'welcome';
  return null;
}
