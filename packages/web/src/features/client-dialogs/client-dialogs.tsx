import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { SESSION_QUERY_KEY, useSession, type Session } from '../../lib/session';
import { useReadOnly } from '../../lib/preview-state';
import { clientDialogKeys, clientStatusQuery, termsQuery } from './client-dialog-queries';
import { fetchPortalHeader, hideIntroText, type PortalTerms } from './client-dialogs-api';
import { nextClientDialog, type ClientDialog } from './dialog-queue';
import { NotValidatedDialog } from './not-validated-dialog';
import { TermsDialog } from './terms-dialog';
import { WelcomeDialog } from './welcome-dialog';

/**
 * The dialogs closed in this page load, by user and portal: a layout that mounts the dialogs again
 * (a screen that swaps the frame, a phone rotated across the breakpoint) must not show them a second
 * time. A reload starts a new visit, when the welcome comes back until 'do not show again'.
 */
const closedInThisLoad = new Map<string, ReadonlySet<ClientDialog>>();

/**
 * The investor dialogs of §2 over a portal's screens: terms and conditions, account not yet
 * validated, welcome. Each visit to a portal shows each at most once; the welcome stops for good
 * with 'do not show again'.
 */
export default function ClientDialogs({ portalId }: { portalId: string }) {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const visit = `${session?.user.id ?? ''}:${portalId}`;
  const [closed, setClosed] = useState<ReadonlySet<ClientDialog>>(
    () => closedInThisLoad.get(visit) ?? new Set(),
  );
  const close = (dialog: ClientDialog) =>
    setClosed((current) => {
      const next = new Set(current).add(dialog);
      closedInThisLoad.set(visit, next);
      return next;
    });
  const key = clientDialogKeys(portalId);
  // A professional viewing as the client must not accept the client's terms or dismiss his welcome
  // for him: no dialog at all in a preview (nor while it is unknown whether this is one).
  const readOnly = useReadOnly();
  const status = useQuery(clientStatusQuery(portalId, !readOnly));
  const isClient = status.data?.isClient === true;
  const terms = useQuery(termsQuery(portalId, isClient));
  const hideIntro = session?.user.hideIntroText === true;
  const current = nextClientDialog({
    terms: terms.data,
    status: status.data,
    hideIntroText: hideIntro,
    closed,
  });
  const header = useQuery({
    queryKey: key.header,
    queryFn: () => fetchPortalHeader(portalId),
    enabled: current === 'welcome',
  });

  if (readOnly) return null;
  if (current === 'terms' && terms.data) {
    return (
      <TermsDialog
        portalId={portalId}
        text={terms.data.text}
        onAccepted={() => {
          close('terms');
          // Accepted: the screens behind the gate render at once, the server's answer follows.
          queryClient.setQueryData<PortalTerms>(key.terms, (previous) =>
            previous ? { ...previous, required: false } : previous,
          );
          void queryClient.invalidateQueries({ queryKey: key.terms });
        }}
      />
    );
  }
  if (current === 'notValidated') return <NotValidatedDialog onClose={() => close('notValidated')} />;
  if (current === 'welcome' && header.data) {
    return (
      <WelcomeDialog
        portal={header.data}
        missingExternalId={status.data?.missingExternalId ?? false}
        groupWelcome={status.data?.welcome}
        onClose={(hideForGood) => {
          close('welcome');
          if (!hideForGood) return;
          void hideIntroText().then(({ hideIntroText: hidden }) =>
            queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, (previous) =>
              previous ? { ...previous, user: { ...previous.user, hideIntroText: hidden } } : previous,
            ),
          );
        }}
      />
    );
  }
  return null;
}
