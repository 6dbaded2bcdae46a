import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { routeScreens } from '../../vite/route-screens-plugin';

describe('routeScreens', () => {
  it('finds the screen module of every route that route-modules.ts loads from a file of its own', () => {
    const file = path.resolve(import.meta.dirname, 'route-modules.ts');
    const source = fs.readFileSync(file, 'utf8');
    const screens = routeScreens(source, file);
    expect(screens['dashboard-portal']).toBe('src/features/clients/dashboard-home.tsx');
    expect(screens['password-reset']).toBe('src/features/auth/password-reset-page.tsx');
    // Every loader but the two sign-in screens (one module for both, preloaded on their own pages).
    const loaders = source.match(/\(\)\s*=>\s*import\(/g)!.length;
    expect(Object.keys(screens)).toHaveLength(loaders - 1);
  });
});
