import type { FundDetails, FundList } from '@portal/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { fundsKey, setFundFavourite } from '../../lib/funds-api';
import { notify } from '../../ui/notify';

type Cached = FundList | FundDetails | undefined;

/** Every cached list page and detail of the portal with the fund's star set to `favourite`. */
function markEverywhere(client: QueryClient, portalId: string, fundId: string, favourite: boolean) {
  client.setQueriesData<Cached>({ queryKey: fundsKey(portalId) }, (data) => {
    if (!data || typeof data !== 'object') return data;
    if ('items' in data && Array.isArray(data.items) && 'facets' in data) {
      return { ...data, items: data.items.map((f) => (f.id === fundId ? { ...f, favourite } : f)) };
    }
    if ('performance' in data && data.id === fundId) return { ...data, favourite };
    return data;
  });
}

/**
 * The star: optimistic (every list and detail shows the new state at once), put back with an error
 * snackbar when the server refuses; lists are fetched again afterwards (favourites only changes).
 */
export function useFundFavourite(portalId: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fundId, favourite }: { fundId: string; favourite: boolean }) =>
      setFundFavourite(portalId, fundId, favourite),
    onMutate: async ({ fundId, favourite }) => {
      await client.cancelQueries({ queryKey: fundsKey(portalId) });
      markEverywhere(client, portalId, fundId, favourite);
    },
    onError: (_error, { fundId, favourite }) => {
      markEverywhere(client, portalId, fundId, !favourite);
      notify(t('explorer.favouriteFailed'), 'error');
    },
    onSettled: () =>
      client.invalidateQueries({ queryKey: [...fundsKey(portalId), 'list'], refetchType: 'active' }),
  });
}
