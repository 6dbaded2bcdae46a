import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import {
  auditEvents,
  dataProcessSteps,
  dataProcesses,
  holdings,
  logs,
  portfolios,
  transactions,
} from '../db/schema/index';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { sessionCookie } from '../testing/sign-in-as';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * The data designer's API over real HTTP (issue 7 item 7): access, saving steps, the dry run that
 * writes nothing, the run that writes all or nothing and changes nothing the second time, steps that
 * get their data from a local HTTP server (GET and POST), and the SSRF guard.
 */
const ACCOUNT = 'EXT-AdaInvestor';
const CSV = [
  'Account,Portfolio,Date,Type,Ticker,Name,Units,Price',
  `${ACCOUNT},GIA,2025-01-02,Purchase,VOD,Vodafone,100,0.72`,
  `${ACCOUNT},GIA,2025-01-02,Purchase,VOD,Vodafone,100,0.72`,
  `${ACCOUNT},GIA,2025-02-03,Sale,VOD,Vodafone,40,0.80`,
].join('\n');
const MAPPING = {
  account: 'Account',
  portfolio: 'Portfolio',
  date: 'Date',
  type: 'Type',
  symbol: 'Ticker',
  name: 'Name',
  amount: 'Units',
  price: 'Price',
};
const csvStep = (content: string) => ({
  name: 'Trades',
  getFromApi: false,
  method: 'GET',
  dataset: { target: 'transactions', format: 'csv', content, mapping: MAPPING },
});

describe('data processes API', () => {
  let db: TestDatabase;
  let world: AccessWorld;
  let server: TestServer;
  let source: http.Server;
  let sourceUrl: string;
  const posted: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    world = await createAccessWorld(db.db);
    // The feed below listens on 127.0.0.1: allowed here on purpose, as DATA_IMPORT_ALLOWED_HOSTS says.
    server = await startTestServer({ database: db, env: { DATA_IMPORT_ALLOWED_HOSTS: '127.0.0.1' } });
    source = http.createServer((request, response) => {
      if (request.method === 'GET' && request.url === '/Transactions/P-1') {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            portfolioId: 'P-1',
            transactions: [
              {
                id: 't2',
                date: '2025-03-02',
                type: 'Sale',
                symbol: 'BP.',
                name: 'BP',
                amount: '5',
                price: '4.9',
              },
              {
                id: 't1',
                date: '2025-03-01',
                type: 'Purchase',
                symbol: 'BP.',
                name: 'BP',
                amount: 20,
                price: 4.5,
              },
            ],
          }),
        );
        return;
      }
      if (request.method === 'POST' && request.url === '/query') {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          posted.push(body);
          const { symbol } = JSON.parse(body) as { symbol: string };
          response.setHeader('content-type', 'text/csv');
          response.end(`date,type,symbol,name,amount,price\n2025-04-01,Purchase,${symbol},Shell,10,25.5\n`);
        });
        return;
      }
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => source?.close(resolve));
    await db?.drop();
  });

  async function call(method: string, path: string, userId: string | null, body?: unknown) {
    const cookies = ['portal_csrf=t'];
    if (userId) cookies.push(await sessionCookie(db.db, userId));
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        cookie: cookies.join('; '),
        'x-csrf-token': 't',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    // The answers' shapes are asserted below; deep property reads need no type here.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, any>) : null };
  }
  const admin = () => world.users.admin;

  async function newProcess(name: string, portalId = world.portalA) {
    const [row] = await db.db
      .insert(dataProcesses)
      .values({ portalId, name })
      .returning({ id: dataProcesses.id });
    return row!.id;
  }

  /** Row counts of every table an import could write. */
  async function counts() {
    const of = async (table: PgTable) => (await db.db.select({ n: count() }).from(table))[0]!.n;
    return {
      transactions: await of(transactions),
      holdings: await of(holdings),
      portfolios: await of(portfolios),
      audit: await of(auditEvents),
      logs: await of(logs),
    };
  }

  describe('access (§6)', () => {
    it('is for admins of the process’s company: others 403, another company’s admin 404, guests 401', async () => {
      const id = await newProcess('Access');
      for (const [method, tail] of [
        ['GET', ''],
        ['POST', '/dry-run'],
        ['POST', '/run'],
      ] as const) {
        const path = `/api/data-processes/${id}${tail}`;
        expect((await call(method, path, null, method === 'POST' ? {} : undefined)).status).toBe(401);
        expect(
          (await call(method, path, world.users.ownerAdvisor, method === 'POST' ? {} : undefined)).status,
        ).toBe(403);
        expect(
          (await call(method, path, world.users.investor, method === 'POST' ? {} : undefined)).status,
        ).toBe(403);
        const other = await call(
          method,
          path,
          world.users.otherCompanyAdmin,
          method === 'POST' ? {} : undefined,
        );
        expect(other.status).toBe(404);
        expect(JSON.stringify(other.body)).not.toContain('Access');
      }
      const put = await call('PUT', `/api/data-processes/${id}`, world.users.otherCompanyAdmin, {
        name: 'Taken',
        steps: [],
      });
      expect(put.status).toBe(404);
      const [row] = await db.db.select().from(dataProcesses).where(eq(dataProcesses.id, id));
      expect(row!.name).toBe('Access');
    });
  });

  describe('saving the designer', () => {
    it('saves the name and the steps in order, reorders, and soft-deletes a step left out', async () => {
      const id = await newProcess('Imports');
      const first = await call('PUT', `/api/data-processes/${id}`, admin(), {
        name: 'Nightly imports',
        steps: [
          csvStep('a,b\n1,2'),
          { ...csvStep('c\n3'), name: 'Second' },
          { ...csvStep('d\n4'), name: 'Third' },
        ],
      });
      expect(first.status).toBe(200);
      expect(first.body!.name).toBe('Nightly imports');
      const [a, b, c] = first.body!.steps as { id: string; name: string }[];
      expect([a!.name, b!.name, c!.name]).toEqual(['Trades', 'Second', 'Third']);

      const second = await call('PUT', `/api/data-processes/${id}`, admin(), {
        name: 'Nightly imports',
        steps: [
          { ...csvStep('d\n4'), id: c!.id, name: 'Third' },
          { ...csvStep('a,b\n1,2'), id: a!.id },
        ],
      });
      expect(second.body!.steps.map((s: { id: string }) => s.id)).toEqual([c!.id, a!.id]);
      const [removed] = await db.db.select().from(dataProcessSteps).where(eq(dataProcessSteps.id, b!.id));
      expect(removed!.active).toBe(false);
      const [log] = await db.db
        .select()
        .from(logs)
        .where(and(eq(logs.entityId, id), eq(logs.collection, 'data-processes')));
      expect(log).toBeDefined();
    });

    it('refuses a step without its data or with a location that is not http(s), with the §5 message', async () => {
      const id = await newProcess('Bad steps');
      const missing = await call('PUT', `/api/data-processes/${id}`, admin(), {
        name: 'Bad',
        steps: [csvStep('')],
      });
      expect(missing.status).toBe(400);
      expect(missing.body!.error.message).toBe('Required field');
      const file = await call('PUT', `/api/data-processes/${id}`, admin(), {
        name: 'Bad',
        steps: [{ ...csvStep(''), getFromApi: true, location: 'file:///etc/passwd' }],
      });
      expect(file.status).toBe(400);
      expect(file.body!.error.fields).toContainEqual({
        path: 'steps.0.location',
        message: 'Enter a web address starting with http:// or https://',
      });
      const noName = await call('PUT', `/api/data-processes/${id}`, admin(), { name: ' ', steps: [] });
      expect(noName.body!.error.message).toBe('Name is required');
    });
  });

  describe('dry run and run of inline CSV transactions', () => {
    let id: string;
    beforeAll(async () => {
      id = await newProcess('Trades import');
      await call('PUT', `/api/data-processes/${id}`, admin(), {
        name: 'Trades import',
        steps: [csvStep(CSV)],
      });
    });

    it('dry run shows what would change, field by field, and writes nothing', async () => {
      const before = await counts();
      const response = await call('POST', `/api/data-processes/${id}/dry-run`, admin(), {});
      expect(response.status).toBe(200);
      const result = response.body!;
      expect(result).toMatchObject({
        mode: 'dry-run',
        applied: false,
        totals: { creates: 3, updates: 0, unchanged: 0, rejected: 0 },
      });
      expect(result.datasets[0].rows[0]).toMatchObject({ step: 0, row: 1, action: 'create' });
      expect(result.datasets[0].rows[0].changes).toContainEqual({
        field: 'amount',
        before: null,
        after: '100',
      });
      expect(await counts()).toEqual(before);
    });

    it('a dry run shows a sale above the held units as a refused row, with the held number (§5)', async () => {
      const oversell = await newProcess('Oversell');
      await call('PUT', `/api/data-processes/${oversell}`, admin(), {
        name: 'Oversell',
        steps: [csvStep(`${CSV.split('\n')[0]}\n${ACCOUNT},ISA,2025-01-05,Sale,AZN,AstraZeneca,5,100`)],
      });
      const before = await counts();
      const result = (await call('POST', `/api/data-processes/${oversell}/dry-run`, admin(), {})).body!;
      expect(result.totals).toMatchObject({ creates: 0, rejected: 1 });
      expect(result.datasets[0].errors[0]).toMatchObject({
        row: 1,
        field: 'amount',
        message: 'You only have that many units: 0',
      });
      expect(await counts()).toEqual(before);
    });

    it('one bad row: the run writes nothing and answers 400 with the row and its message', async () => {
      const bad = await newProcess('One bad row');
      await call('PUT', `/api/data-processes/${bad}`, admin(), {
        name: 'One bad row',
        steps: [csvStep(`${CSV}\n${ACCOUNT},GIA,2025-02-04,Purchase,,Nameless,5,1`)],
      });
      const before = await counts();
      const response = await call('POST', `/api/data-processes/${bad}/run`, admin(), {});
      expect(response.status).toBe(400);
      expect(response.body!.error).toMatchObject({
        code: 'import_rejected',
        message: 'Nothing was imported. Rows refused: 1',
      });
      expect(response.body!.error.fields).toEqual([
        { path: 'steps.1.rows.4.symbol', message: 'Symbol is required' },
      ]);
      expect(await counts()).toEqual(before);
    });

    it('runs in one transaction, moves the holding (§4), logs the run; a second run changes nothing', async () => {
      const before = await counts();
      const run = await call('POST', `/api/data-processes/${id}/run`, admin(), {});
      expect(run.status).toBe(200);
      expect(run.body).toMatchObject({ mode: 'run', applied: true, totals: { creates: 3, rejected: 0 } });
      const after = await counts();
      expect(after.transactions).toBe(before.transactions + 3);
      expect(after.logs).toBe(before.logs + 1);
      const [vod] = await db.db
        .select()
        .from(holdings)
        .where(and(eq(holdings.symbol, 'VOD'), eq(holdings.portfolioId, world.portfolios.large)));
      expect(Number(vod!.units)).toBe(160);
      // The cached values are refreshed once at the end of the step, as after a single edit.
      expect(vod!.value).not.toBeNull();
      const [gia] = await db.db.select().from(portfolios).where(eq(portfolios.id, world.portfolios.large));
      expect(gia!.value).not.toBe('1000.0000');

      const again = await call('POST', `/api/data-processes/${id}/run`, admin(), {});
      expect(again.status).toBe(200);
      expect(again.body!.totals).toEqual({ creates: 0, updates: 0, unchanged: 3, rejected: 0 });
      const third = await counts();
      expect({ ...third, logs: 0 }).toEqual({ ...after, logs: 0 });
      const [still] = await db.db.select().from(holdings).where(eq(holdings.id, vod!.id));
      expect(Number(still!.units)).toBe(160);
    });
  });

  describe('portfolios, then transactions into them, in one process', () => {
    it('creates a portfolio by external id, a later step books into it, re-runs find both', async () => {
      const id = await newProcess('Onboarding');
      const saved = await call('PUT', `/api/data-processes/${id}`, admin(), {
        name: 'Onboarding',
        steps: [
          {
            name: 'Portfolios',
            getFromApi: false,
            method: 'GET',
            dataset: {
              target: 'portfolios',
              format: 'json',
              content: JSON.stringify({
                items: [{ acct: ACCOUNT, ref: 'P-1', title: 'Growth', risk: '6', type: 'ISA' }],
              }),
              rowsPath: 'items',
              mapping: { account: 'acct', externalId: 'ref', name: 'title', riskLevel: 'risk' },
            },
          },
          {
            name: 'Feed',
            getFromApi: true,
            method: 'GET',
            location: `${sourceUrl}/Transactions/P-1`,
            dataset: {
              target: 'transactions',
              format: 'json',
              rowsPath: 'transactions',
              mapping: { account: `=${ACCOUNT}`, portfolio: '=P-1' },
            },
          },
        ],
      });
      expect(saved.status).toBe(200);
      const dry = (await call('POST', `/api/data-processes/${id}/dry-run`, admin(), {})).body!;
      expect(dry.datasets.map((d: { dataset: string; creates: number }) => [d.dataset, d.creates])).toEqual([
        ['portfolios', 1],
        ['transactions', 2],
      ]);
      expect(await db.db.select().from(portfolios).where(eq(portfolios.externalId, 'P-1'))).toEqual([]);

      const run = await call('POST', `/api/data-processes/${id}/run`, admin(), {});
      expect(run.status).toBe(200);
      const [created] = await db.db.select().from(portfolios).where(eq(portfolios.externalId, 'P-1'));
      expect(created).toMatchObject({
        name: 'Growth',
        riskLevel: 6,
        type: 'ISA',
        accountId: world.accounts.investor,
      });
      const [bp] = await db.db
        .select()
        .from(holdings)
        .where(and(eq(holdings.portfolioId, created!.id), eq(holdings.symbol, 'BP.')));
      // Booked in date order although the feed lists the sale first: 20 bought, 5 sold.
      expect(Number(bp!.units)).toBe(15);

      const again = (await call('POST', `/api/data-processes/${id}/run`, admin(), {})).body!;
      expect(again.totals).toEqual({ creates: 0, updates: 0, unchanged: 3, rejected: 0 });

      // A changed field upstream is an update of that field only, before → after.
      // The view's step less its read-only order: a write body takes only what it declares.
      const { order: _order, ...step } = saved.body!.steps[0];
      const changed = await call('PUT', `/api/data-processes/${id}`, admin(), {
        name: 'Onboarding',
        steps: [
          {
            ...step,
            dataset: {
              ...saved.body!.steps[0].dataset,
              content: JSON.stringify({
                items: [{ acct: ACCOUNT, ref: 'P-1', title: 'Growth', risk: 7, type: 'ISA' }],
              }),
            },
          },
        ],
      });
      expect(changed.status).toBe(200);
      const update = (await call('POST', `/api/data-processes/${id}/dry-run`, admin(), {})).body!;
      expect(update.datasets[0]).toMatchObject({ creates: 0, updates: 1, unchanged: 0 });
      expect(update.datasets[0].rows[0].changes).toEqual([{ field: 'riskLevel', before: '6', after: '7' }]);
    });

    it('posts the step’s body to a POST location and imports its CSV answer', async () => {
      const id = await newProcess('Query');
      await call('PUT', `/api/data-processes/${id}`, admin(), {
        name: 'Query',
        steps: [
          {
            getFromApi: true,
            method: 'POST',
            location: `${sourceUrl}/query`,
            dataset: {
              target: 'transactions',
              format: 'csv',
              body: JSON.stringify({ symbol: 'SHEL' }),
              mapping: { account: `=${ACCOUNT}`, portfolio: '=ISA' },
            },
          },
        ],
      });
      const run = await call('POST', `/api/data-processes/${id}/run`, admin(), {});
      expect(run.status).toBe(200);
      expect(run.body!.totals.creates).toBe(1);
      expect(posted.at(-1)).toBe('{"symbol":"SHEL"}');
      const [shell] = await db.db
        .select()
        .from(holdings)
        .where(and(eq(holdings.portfolioId, world.portfolios.small), eq(holdings.symbol, 'SHEL')));
      expect(Number(shell!.units)).toBe(10);
    });

    it('refuses an account of another portal by its external id', async () => {
      const id = await newProcess('Other portal');
      await call('PUT', `/api/data-processes/${id}`, admin(), {
        name: 'Other portal',
        steps: [csvStep(`${CSV.split('\n')[0]}\nEXT-BeaBeta,GIA,2025-01-02,Purchase,VOD,Vodafone,1,1`)],
      });
      const result = (await call('POST', `/api/data-processes/${id}/dry-run`, admin(), {})).body!;
      expect(result.datasets[0].errors[0]).toMatchObject({
        field: 'account',
        message: 'No account of this portal has this external id',
      });
    });
  });

  describe('SSRF guard', () => {
    it('refuses private, loopback and metadata addresses that are not allowed, before any row is read', async () => {
      const id = await newProcess('Internal');
      for (const location of [
        'http://10.0.0.1/feed',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]:9/x',
      ]) {
        await call('PUT', `/api/data-processes/${id}`, admin(), {
          name: 'Internal',
          steps: [
            {
              getFromApi: true,
              method: 'GET',
              location,
              dataset: { target: 'transactions', format: 'json' },
            },
          ],
        });
        const dry = (await call('POST', `/api/data-processes/${id}/dry-run`, admin(), {})).body!;
        expect(dry.steps[0].error.key).toBe('errors.import_address_refused');
        const run = await call('POST', `/api/data-processes/${id}/run`, admin(), {});
        expect(run.status).toBe(400);
        expect(run.body!.error.fields[0]).toEqual({
          path: 'steps.1',
          message: expect.stringContaining('may not be fetched'),
        });
      }
    });
  });
});
