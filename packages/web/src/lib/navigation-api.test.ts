import type { PortalNavigation } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setBootAnswers } from './boot-answers';
import { portalNavigationQuery } from './navigation-api';

afterEach(() => {
  vi.unstubAllGlobals();
  setBootAnswers(undefined);
});

const MENU: PortalNavigation = { source: 'brand', items: [] };
const PATH = '/portals/p%201/navigation';

function stubFetch(body: unknown): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return urls;
}

const ask = () => {
  const { queryFn } = portalNavigationQuery('p 1');
  return (queryFn as () => Promise<PortalNavigation>)();
};

describe('the served menu', () => {
  it("takes the page's own answer without a request", async () => {
    const urls = stubFetch({ source: 'portal' });
    setBootAnswers({ [PATH]: MENU });
    await expect(ask()).resolves.toEqual(MENU);
    expect(urls).toEqual([]);
  });

  it('checks a fetched answer against the schema', async () => {
    stubFetch(MENU);
    await expect(ask()).resolves.toEqual(MENU);
    stubFetch({ source: 'portal' });
    await expect(ask()).rejects.toThrow();
  });
});
