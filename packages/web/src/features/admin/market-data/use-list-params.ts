import { useSearchParams } from 'react-router';

/** List state in the URL (tab, search, page), so a view can be linked and survives a reload. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes))
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    tab: params.get('tab') === 'stale' ? ('stale' as const) : ('instruments' as const),
    q: params.get('q') ?? '',
    page,
    set,
  };
}

export const PAGE_SIZE = 50;
