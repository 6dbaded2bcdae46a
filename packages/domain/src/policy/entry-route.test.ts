import { describe, expect, it } from 'vitest';
import type { BrandId } from '../brands/types';
import { entryRoute, type EntryAccount, type EntryPortal } from './entry-route';

const portfolio = (id: string) => ({ id, externalId: `X${id}` });
const account = (
  portfolios: EntryAccount['portfolios'],
  externalId: string | null = '1001',
): EntryAccount => ({
  id: 'acc-1',
  externalId,
  portfolios,
});
const portal = (accounts: EntryAccount[] = []): EntryPortal => ({ id: 'p1', accounts });

function route(brand: BrandId, portals: EntryPortal[], role: 'admin' | 'advisor' | 'investor' = 'investor') {
  return entryRoute({ brand, role, portals });
}

describe('entry routing (§2 Entry rules)', () => {
  it('sends users with no portal or several portals to /portals on every brand', () => {
    for (const brand of ['asset-manager', 'partners', 'greek', 'icelandic', 'demo'] as const) {
      expect(route(brand, [])).toBe('/portals');
      expect(route(brand, [portal(), { ...portal(), id: 'p2' }], 'advisor')).toBe('/portals');
    }
  });

  it('sends staff of a single portal to the portal dashboard', () => {
    expect(route('asset-manager', [portal([account([portfolio('1')])])], 'advisor')).toBe('/dashboard/p1');
    expect(route('greek', [portal()], 'admin')).toBe('/dashboard/p1');
  });

  it('asset-manager: one account → account screen; one portfolio → portfolio screen', () => {
    expect(route('asset-manager', [portal([account([portfolio('1'), portfolio('2')])])])).toBe(
      '/dashboard/p1/account/acc-1',
    );
    expect(route('asset-manager', [portal([account([portfolio('1')])])])).toBe('/dashboard/p1/portfolio/1');
    expect(route('asset-manager', [portal([account([], null)])])).toBe('/dashboard/p1/account/acc-1');
  });

  it('asset-manager: an investor with several accounts or none lands on the portal', () => {
    const two = [account([]), { ...account([]), id: 'acc-2' }];
    expect(route('asset-manager', [portal(two)])).toBe('/dashboard/p1');
    expect(route('asset-manager', [portal([])])).toBe('/dashboard/p1');
  });

  it('greek (maximum one portal): the portfolio by external id', () => {
    expect(route('greek', [portal([account([portfolio('1'), portfolio('2')])])])).toBe(
      '/dashboard/p1/portfolio/1001',
    );
    expect(route('greek', [portal([account([portfolio('1')])])])).toBe('/dashboard/p1/portfolio/X1');
    // Without an external id there is nothing to address at the custodian: the account screen.
    expect(route('greek', [portal([account([portfolio('1'), portfolio('2')], null)])])).toBe(
      '/dashboard/p1/account/acc-1',
    );
  });

  it('partners: {contact}-{portfolio} for a single portfolio, else the account screen', () => {
    expect(route('partners', [portal([account([portfolio('1')])])])).toBe('/dashboard/p1/portfolio/1001-X1');
    expect(route('partners', [portal([account([portfolio('1'), portfolio('2')])])])).toBe(
      '/dashboard/p1/account/acc-1',
    );
  });

  it('icelandic has no account screen: the portal dashboard instead', () => {
    expect(route('icelandic', [portal([account([portfolio('1'), portfolio('2')])])])).toBe('/dashboard/p1');
    expect(route('icelandic', [portal([account([portfolio('1')])])])).toBe('/dashboard/p1/portfolio/1');
  });

  it('demo follows the asset-manager rules', () => {
    expect(route('demo', [portal([account([portfolio('1'), portfolio('2')])])])).toBe(
      '/dashboard/p1/account/acc-1',
    );
  });

  it('encodes ids into the path', () => {
    expect(route('asset-manager', [{ id: 'a/b', accounts: [] }], 'admin')).toBe('/dashboard/a%2Fb');
  });
});
