import { MESSAGE_TABS, type MessageTab } from '@portal/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The screen's state in the address bar: ?tab (latest, archive, sent), ?page, ?open (a message id). */
export interface MessageRoute {
  tab: MessageTab;
  page: number;
  open: string | null;
}

export function readMessageRoute(params: URLSearchParams): MessageRoute {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return {
    tab: MESSAGE_TABS.includes(tab as MessageTab) ? (tab as MessageTab) : 'latest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    open: params.get('open') || null,
  };
}

/** A change of tab starts on its first page with nothing open; defaults stay out of the address. */
export function writeMessageRoute(current: MessageRoute, change: Partial<MessageRoute>): URLSearchParams {
  const next = { ...current, ...change };
  if (change.tab && change.tab !== current.tab) Object.assign(next, { page: 1, open: change.open ?? null });
  const params = new URLSearchParams({ tab: next.tab });
  if (next.page > 1) params.set('page', String(next.page));
  if (next.open) params.set('open', next.open);
  return params;
}

export function useMessageRoute() {
  const [params, setParams] = useSearchParams();
  const route = readMessageRoute(params);
  const go = useCallback(
    (change: Partial<MessageRoute>) =>
      setParams((current) => writeMessageRoute(readMessageRoute(current), change)),
    [setParams],
  );
  return { route, go };
}
