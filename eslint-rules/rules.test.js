import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { featureBoundaries } from './feature-boundaries.js';
import { noImportCycle } from './no-import-cycle.js';
import { routesFromApp } from './routes-from-app.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

const features = '/repo/packages/web/src/features';

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { code: "import { a } from './own';", filename: `${features}/fund/screen.tsx` },
    { code: "import { a } from '../fund/deep/part';", filename: `${features}/fund/inner/x.tsx` },
    { code: "import { FundPanel } from '../fund';", filename: `${features}/explorer/drawer.tsx` },
    { code: "import { x } from '../fund/index';", filename: `${features}/explorer/drawer.tsx` },
    { code: "import { ui } from '../../ui/page-loader';", filename: `${features}/explorer/drawer.tsx` },
    { code: "const m = import('../portfolios');", filename: `${features}/clients/home.tsx` },
  ],
  invalid: [
    {
      code: "import { FundPanel } from '../fund/fund-panel';",
      filename: `${features}/explorer/drawer.tsx`,
      errors: [{ messageId: 'deep' }],
    },
    {
      code: "export { x } from '../../auth/password-field';",
      filename: `${features}/profile/authenticator/remove.tsx`,
      errors: [{ messageId: 'deep' }],
    },
    {
      code: "const m = import('../portfolios/portfolios-screen');",
      filename: `${features}/clients/home.tsx`,
      errors: [{ messageId: 'deep' }],
    },
  ],
});

const server = '/repo/packages/server/src';

tester.run('routes-from-app', routesFromApp, {
  valid: [
    { code: "import { authRoutes } from './auth/auth-routes';", filename: `${server}/app.ts` },
    { code: "import { registerFormsApi } from './forms/register-forms-api';", filename: `${server}/app.ts` },
    { code: "import { x } from './x-routes';", filename: `${server}/forms/register-forms-api.ts` },
    { code: "import { reportPath } from '../report-routes';", filename: `${server}/reports/pack/job.ts` },
    {
      code: "import { findPortal } from '../portals/portal-repository';",
      filename: `${server}/forms/x-routes.ts`,
    },
    {
      code: "import { pageQuerySchema } from '../http/route-parts';",
      filename: `${server}/forms/x-routes.ts`,
    },
    { code: "import { x } from '../../web/src/x-routes';", filename: '/repo/packages/e2e/src/x.ts' },
  ],
  invalid: [
    {
      code: "import { outboxRoutes } from '../mail/outbox-routes';",
      filename: `${server}/auth/auth-plugin.ts`,
      errors: [{ messageId: 'foreign' }],
    },
    {
      code: "import { adminUserRoutes } from '../../admin/users/admin-user-routes.js';",
      filename: `${server}/auth/routes/x.ts`,
      errors: [{ messageId: 'foreign' }],
    },
    {
      code: "export { libraryDeps } from '../library/register-library-api';",
      filename: `${server}/messages/message-routes.ts`,
      errors: [{ messageId: 'foreign' }],
    },
    {
      code: "const m = import('../entry/entry-routes');",
      filename: `${server}/portals/register-portal-api.ts`,
      errors: [{ messageId: 'foreign' }],
    },
    {
      // Only app.ts: another file at the root is not the place either.
      code: "import { healthRoutes } from './health/health-routes';",
      filename: `${server}/main.ts`,
      errors: [{ messageId: 'foreign' }],
    },
  ],
});

// Cycles are read from real files: a → b → a, c → a (c is not in the cycle), and a type-only loop.
const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
mkdirSync(join(dir, 'sub'));
writeFileSync(join(dir, 'a.ts'), "import { b } from './sub/b';\nexport const a = b;\n");
writeFileSync(
  join(dir, 'sub/b.ts'),
  "import { a } from '../a';\nexport const b = 1;\nexport const c = () => a;\n",
);
writeFileSync(join(dir, 'c.ts'), "import { a } from './a';\nexport const c = a;\n");
writeFileSync(join(dir, 't1.ts'), "import type { T2 } from './t2';\nexport type T1 = T2;\n");
writeFileSync(join(dir, 't2.ts'), "import type { T1 } from './t1';\nexport type T2 = T1 | 1;\n");
writeFileSync(join(dir, 'lazy.ts'), "export const load = () => import('./lazy-target');\n");
writeFileSync(join(dir, 'lazy-target.ts'), "import { load } from './lazy';\nexport const again = load;\n");

tester.run('no-import-cycle', noImportCycle, {
  valid: [
    { code: '', filename: join(dir, 'c.ts') },
    { code: '', filename: join(dir, 't1.ts') },
    // A dynamic import runs after both modules loaded: no half-initialised module.
    { code: '', filename: join(dir, 'lazy.ts') },
  ],
  invalid: [
    { code: '', filename: join(dir, 'a.ts'), errors: [{ messageId: 'cycle' }] },
    { code: '', filename: join(dir, 'sub/b.ts'), errors: [{ messageId: 'cycle' }] },
  ],
});
