import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getCollection } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../../test/render-app';
import { ItemDrawer } from '../drawer/item-drawer';

afterEach(() => vi.unstubAllGlobals());

/** Answers by route: the countries lookup list searched, anything else empty. */
function routedFetch() {
  const lookups: URL[] = [];
  const stub = async (url: string) => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.startsWith('/api/lookups/')) {
      const parsed = new URL(url, 'http://local');
      lookups.push(parsed);
      const q = parsed.searchParams.get('q') ?? '';
      return json({
        entries: q
          ? [{ value: 'IS', description: 'Iceland' }]
          : [
              { value: 'GR', description: 'Greece' },
              { value: 'IS', description: 'Iceland' },
            ],
      });
    }
    return json({ items: [], total: 0, page: 1, pageSize: 50 });
  };
  return { stub, lookups };
}

const SLOW = 20_000;

describe('lookup fields', () => {
  it(
    "searches the list after the debounce, shows value and description, and stores the country's name",
    async () => {
      const { stub, lookups } = routedFetch();
      vi.stubGlobal('fetch', stub);
      await renderWithApp(
        <ItemDrawer
          collection={getCollection('organisations')!}
          itemId="new"
          depth={0}
          onOpen={() => undefined}
          onClose={() => undefined}
        />,
      );
      const input = (await screen.findByRole('combobox', { name: 'Country' })) as HTMLInputElement;
      expect(screen.getByText('Type a name or code to search the list')).toBeTruthy();
      // The list is asked for when opened, not when the drawer opens.
      expect(lookups).toEqual([]);
      fireEvent.mouseDown(input);
      await screen.findByText('Greece');
      fireEvent.change(input, { target: { value: 'ícel' } });
      await waitFor(() => expect(lookups.some((u) => u.searchParams.get('q') === 'ícel')).toBe(true), {
        timeout: 3000,
      });
      const search = lookups.find((u) => u.searchParams.get('q') === 'ícel')!;
      expect(search.pathname).toBe('/api/lookups/countries');
      expect(search.searchParams.get('limit')).toBe('20');
      await waitFor(() => expect(screen.queryByText('Greece')).toBeNull(), { timeout: 3000 });
      const option = screen.getByRole('option', { name: /Iceland/ });
      expect(option.textContent).toContain('IS');
      fireEvent.click(option);
      expect(input.value).toBe('Iceland');
    },
    SLOW,
  );
});
