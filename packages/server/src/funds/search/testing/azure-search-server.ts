import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { json } from '../../../providers/testing/stub-http';

/** A fund document as the test index holds it. */
export type IndexedFund = Record<string, string | number | null> & { isin: string; name: string };

/** The request's answer as the test chooses: the index's own answer, or an error, or nothing. */
export type Behaviour = (url: URL, hits: number) => 'answer' | 'hang' | { status: number; body: unknown };

/**
 * A small Azure AI Search service over an in-memory index, for contract tests: Search Documents in
 * its GET form (`/indexes/{index}/docs?api-version&search&searchFields&searchMode&$filter&$orderby
 * &$top&$skip&$count&facet`) with the `api-key` header. It evaluates the part of the protocol the
 * adapter uses: prefix words on the search fields (all words), `eq`/`ge` and `search.in` clauses
 * joined by `and`, an order on one or two fields, paging, the count and value facets.
 */
export async function azureSearchServer(options: {
  index: string;
  key: string;
  docs: IndexedFund[];
  behaviour?: Behaviour;
}) {
  const requests: { url: URL; key: string | undefined }[] = [];
  let behaviour: Behaviour = options.behaviour ?? (() => 'answer');
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://search');
    const key = req.headers['api-key'];
    requests.push({ url, key: typeof key === 'string' ? key : undefined });
    if (req.method !== 'GET') return json(res, { error: { message: 'GET only here' } }, 405);
    if (key !== options.key) return json(res, { error: { message: 'forbidden' } }, 403);
    const chosen = behaviour(url, requests.length);
    if (chosen === 'hang') return;
    if (chosen !== 'answer') return json(res, chosen.body, chosen.status);
    answer(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  function answer(url: URL, res: http.ServerResponse) {
    if (url.pathname !== `/indexes/${options.index}/docs`) return json(res, { error: { code: '' } }, 404);
    if (!url.searchParams.get('api-version')) return json(res, { error: { message: 'api-version' } }, 400);
    const p = url.searchParams;
    let docs = options.docs.filter((doc) => matches(doc, p) && passes(doc, p.get('$filter')));
    const facets = Object.fromEntries(
      p.getAll('facet').map((spec) => {
        const field = spec.split(',')[0]!;
        const counts = new Map<string, number>();
        for (const doc of docs) {
          const value = doc[field];
          if (value !== null && value !== undefined)
            counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
        }
        return [field, [...counts].sort((a, b) => b[1] - a[1]).map(([value, count]) => ({ value, count }))];
      }),
    );
    const count = docs.length;
    docs = sorted(docs, p.get('$orderby'));
    const skip = Number(p.get('$skip') ?? 0);
    const top = Number(p.get('$top') ?? 50);
    json(res, {
      ...(p.get('$count') === 'true' ? { '@odata.count': count } : {}),
      ...(p.getAll('facet').length ? { '@search.facets': facets } : {}),
      value: docs.slice(skip, skip + top).map((doc) => ({ '@search.score': 1, ...doc })),
    });
  }

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every request with the key it carried, in order. */
    requests,
    setBehaviour: (next: Behaviour) => (behaviour = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function matches(doc: IndexedFund, p: URLSearchParams): boolean {
  const search = p.get('search') ?? '*';
  if (search === '*') return true;
  const fields = (p.get('searchFields') ?? 'name').split(',');
  const words = fields.flatMap((f) =>
    String(doc[f] ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u),
  );
  return search
    .split(/\s+/)
    .map((term) => term.replace(/\*$/, '').toLowerCase())
    .every((prefix) => words.some((word) => word.startsWith(prefix)));
}

function passes(doc: IndexedFund, filter: string | null): boolean {
  if (!filter) return true;
  return filter.split(' and ').every((clause) => {
    const eq = /^(\w+) eq '((?:[^']|'')*)'$/.exec(clause);
    if (eq) return doc[eq[1]!] === eq[2]!.replace(/''/g, "'");
    const ge = /^(\w+) ge (\d+)$/.exec(clause);
    if (ge) return Number(doc[ge[1]!] ?? -Infinity) >= Number(ge[2]);
    const within = /^search\.in\((\w+), '([^']*)', '(.)'\)$/.exec(clause);
    if (within) return within[2]!.split(within[3]!).includes(String(doc[within[1]!]));
    throw new Error(`test index: clause not understood: ${clause}`);
  });
}

function sorted(docs: IndexedFund[], orderBy: string | null): IndexedFund[] {
  if (!orderBy) return docs;
  const keys = orderBy.split(',').map((part) => part.trim().split(' ') as [string, string?]);
  return [...docs].sort((a, b) => {
    for (const [field, direction] of keys) {
      const x = a[field] ?? null;
      const y = b[field] ?? null;
      if (x === y) continue;
      // Nulls sort first ascending, last descending, as the service does.
      const order = x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;
      return direction === 'desc' ? -order : order;
    }
    return 0;
  });
}
