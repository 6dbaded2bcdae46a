import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS, getBrand } from '@portal/domain';
import { createTestDatabase } from '../db/test-database';
import { startTestServer } from '../testing/test-server';
import { toPublicBrand } from './public-brand';

const PUBLIC_KEYS = [
  'id',
  'displayName',
  'locales',
  'defaultLocale',
  'themes',
  'defaultTheme',
  'routes',
  'navigation',
  'navSwitches',
  'signIn',
  'limits',
  'defaultCurrency',
  'publicSite',
  'sessionDurationMs',
  'inactivityLogoutMs',
].sort();

describe('GET /api/brand', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it.each(BRAND_IDS)('answers the browser-safe configuration of %s', async (brandId) => {
    const server = await startTestServer({ database, env: { BRAND: brandId } });
    try {
      const response = await fetch(`${server.url}/api/brand`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(PUBLIC_KEYS);
      expect(body).toEqual(JSON.parse(JSON.stringify(toPublicBrand(getBrand(brandId)))));
      expect(body.id).toBe(brandId);
    } finally {
      await server.close();
    }
  });

  it('leaves server-side settings out', async () => {
    const brand = getBrand('asset-manager');
    const server = await startTestServer({
      database,
      extra: {
        brand: { ...brand, limits: { ...brand.limits, accounts: 100 }, apiKey: 'sk-secret' } as never,
      },
    });
    try {
      const text = await (await fetch(`${server.url}/api/brand`)).text();
      expect(text).not.toContain('sk-secret');
      expect(text).not.toContain('dataProvider');
      expect(JSON.parse(text).limits).toEqual({ maxPortals: brand.limits.maxPortals });
    } finally {
      await server.close();
    }
  });
});
