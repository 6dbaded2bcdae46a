import { useQuery } from '@tanstack/react-query';

import { usePreview } from '../../lib/preview-state';
import { clientStatusQuery, termsQuery } from './client-dialog-queries';

/** The viewer's status in the portal, asked only outside a preview. */
function useClientStatus(portalId: string | undefined) {
  const preview = usePreview();
  const asked = Boolean(portalId) && preview === null;
  const status = useQuery(clientStatusQuery(portalId ?? '', asked));
  return { preview, asked, status };
}

/**
 * True once it is known that the viewer is a client of the portal: no investor dialog can show
 * before that (each needs the client status), so an advisor's first view neither loads nor
 * evaluates their code (decision 124). Not while the status is unknown: the first render comes
 * before even the page's own answer, and a lazy chunk asked for then is fetched anyway (decision 130).
 */
export function useMayShowClientDialogs(portalId: string | undefined): boolean {
  const { status } = useClientStatus(portalId);
  return status.data?.isClient === true;
}

/**
 * Whether a portal's screens may render: 'waiting' while it is not known yet whether the viewer must
 * accept the portal's terms, 'terms' while he must (§2: the terms dialog comes before any of his
 * figures, not over them, so the screens do not even ask for them), 'open' otherwise. A preview,
 * a viewer who is not a client of the portal, or a question that failed opens the screens (the
 * dialogs could not show then either, and the server guards the figures on its own).
 */
export function useTermsGate(portalId: string | undefined): 'waiting' | 'terms' | 'open' {
  const { preview, asked, status } = useClientStatus(portalId);
  const isClient = status.data?.isClient === true;
  const terms = useQuery(termsQuery(portalId ?? '', asked && isClient));
  if (!portalId || preview) return 'open';
  if (preview === undefined || status.isPending) return 'waiting';
  if (!isClient) return 'open';
  if (terms.isPending) return 'waiting';
  return terms.data?.required ? 'terms' : 'open';
}
