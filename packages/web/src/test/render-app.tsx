import { render } from '@testing-library/react';
import { getBrand, type BrandId } from '@portal/domain';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

import { Providers } from '../app/providers';
import { loadFeatureStrings, setupI18n } from '../i18n';

interface RenderOptions {
  brand?: BrandId;
  path?: string;
  /** Route pattern the element is mounted at (default: any path). */
  route?: string;
  language?: string;
  /** Extra routes, e.g. to observe a navigation. */
  extra?: ReactElement[];
}

/** Renders `ui` with the app's providers (brand, query client, i18n, theme) inside a memory router. */
export async function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const brand = getBrand(options.brand ?? 'asset-manager');
  const i18n = await setupI18n(options.language ?? 'en');
  await loadFeatureStrings();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <Providers brand={brand} i18n={i18n} queryClient={queryClient}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <Routes>
          <Route path={options.route ?? '*'} element={ui} />
          {options.extra}
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, queryClient, i18n };
}

/** A fetch stub answering each call with the next of `responses` (the last one repeats). */
export function stubFetch(...responses: { status: number; body?: unknown }[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchStub = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const next = responses[Math.min(calls.length - 1, responses.length - 1)]!;
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchStub, calls };
}

/** Renders the brand's whole route table at `path`. */
export async function renderRoutes(
  path: string,
  options: Omit<RenderOptions, 'path' | 'route' | 'extra'> = {},
) {
  const { AppRoutes } = await import('../app/routes');
  const brand = getBrand(options.brand ?? 'asset-manager');
  const i18n = await setupI18n(options.language ?? 'en');
  await loadFeatureStrings();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Providers brand={brand} i18n={i18n} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes brand={brand} />
      </MemoryRouter>
    </Providers>,
  );
}
