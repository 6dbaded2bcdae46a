import { useSearchParams } from 'react-router';

/**
 * The grid's state in the URL (Bulletproof React: list state belongs there): `search`, `page`
 * (1-based) and `open`, the item whose drawer is open (`new` for an empty add form).
 */
export function useGridParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const open = params.get('open');
  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );
  return {
    page,
    search,
    open,
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }),
    setSearch: (value: string) => update({ search: value, page: null }, true),
    setOpen: (id: string | null) => update({ open: id }),
  };
}
