import { describe, expect, it } from 'vitest';
import { describeDataSource, formatBanner } from './banner';
import { startupFailureLine } from './failure';
import { ConfigError } from '../config';
import { DatabaseConnectError } from '../db/client';

describe('formatBanner', () => {
  it('lists the demo sign-ins as an aligned table', () => {
    const text = formatBanner({
      url: 'http://localhost:3000',
      brand: 'asset-manager',
      database: 'embedded PGlite in /data/pglite',
      signIns: [
        { portal: 'acme', role: 'admin', email: 'admin@acme.test', password: 'Demo-1234' },
        { portal: 'acme', role: 'investor', email: 'ann@acme.test', password: 'Demo-5678' },
      ],
    });
    expect(text).toContain('running at http://localhost:3000');
    expect(text).toContain('API docs: http://localhost:3000/api/docs');
    expect(text).toContain('    Portal  Role      Email            Password');
    expect(text).toContain('    acme    investor  ann@acme.test    Demo-5678');
  });

  it('leaves the table out when there are no sign-ins', () => {
    expect(formatBanner({ url: 'u', brand: 'b', database: 'd', signIns: [] })).not.toContain('Demo sign-ins');
  });
});

describe('describeDataSource', () => {
  it('names the mode, the Data API it reads, or how to fix an api brand without one', () => {
    expect(describeDataSource('database', undefined)).toBe('database');
    expect(describeDataSource('api', 'https://data.example/api')).toBe('api (https://data.example/api)');
    const missing = describeDataSource('api', undefined);
    expect(missing).toContain('DATA_API_URL is not set');
    expect(missing).toContain('DATA_PROVIDER=database');
    expect(formatBanner({ url: 'u', brand: 'b', database: 'd', data: missing, signIns: [] })).toContain(
      `  Data:     ${missing}`,
    );
  });
});

describe('startupFailureLine', () => {
  it('prints operator messages as they are and everything else prefixed, on one line', () => {
    expect(startupFailureLine(new ConfigError('Invalid configuration: PORT bad'), 3000)).toBe(
      'Invalid configuration: PORT bad',
    );
    expect(startupFailureLine(new DatabaseConnectError('Cannot connect'), 3000)).toBe('Cannot connect');
    expect(
      startupFailureLine(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }), 3000),
    ).toBe('Port 3000 is already in use: set PORT to another port');
    expect(startupFailureLine(new Error('boom\n  at x'), 3000)).toBe('Start-up failed: boom at x');
  });
});
