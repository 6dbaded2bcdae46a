// Requests during the clock's catch-up after a cold start (issue 13): the server entry on an empty
// embedded data folder with CLOCK_CATCH_UP=on, as `npm start` runs it. From its first 200, until the
// catch-up (the `bigben` job queued at start, and its revaluation batches) has ended:
// - a signed-in `GET /api/auth/session` one after another (a pause of `GAP_MS`, default 100, between);
// - a sign-in (argon2id, a new session) every `SIGN_IN_EVERY_MS` (default 1000);
// - the admin's Jobs list every 2 s, to see when the catch-up ends (its own latency is printed too).
// Prints p50/p95/max per kind, how long the catch-up took, and the server's CPU time over it.
// `BASELINE_ONLY=1` skips waiting for a catch-up (measures the same requests on an idle server for
// `IDLE_S` seconds, default 20, with CLOCK_CATCH_UP=off).
import os from 'node:os';
import { startPortal } from '../packages/e2e/src/support/portal-server';
import { cpuSeconds } from './process-cpu';

const brand = (process.env.BRAND ?? 'asset-manager') as 'asset-manager';
const gapMs = Number(process.env.GAP_MS ?? 100);
const signInEveryMs = Number(process.env.SIGN_IN_EVERY_MS ?? 1000);
const idle = Boolean(process.env.BASELINE_ONLY);

/** A tiny cookie jar: one per signed-in user. */
class Client {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    const csrf = this.cookies.get('portal_csrf');
    if (csrf) headers['x-csrf-token'] = csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, json };
  }

  async signIn(email: string, password: string): Promise<number> {
    if (!this.cookies.has('portal_csrf')) await this.request('GET', '/api/auth/session');
    const { status } = await this.request('POST', '/api/auth/sign-in', { email, password });
    return status;
  }
}

const samples: Record<string, number[]> = {};
const statuses: Record<string, Record<number, number>> = {};
async function timed<T extends { status: number }>(kind: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  // A connection reset (a kept-alive socket the server closed) counts as status 0.
  const result = await run().catch(() => ({ status: 0, json: null }) as unknown as T);
  (samples[kind] ??= []).push(performance.now() - started);
  const byStatus = (statuses[kind] ??= {});
  byStatus[result.status] = (byStatus[result.status] ?? 0) + 1;
  return result;
}

function summary(kind: string): string {
  const list = [...(samples[kind] ?? [])].sort((a, b) => a - b);
  if (list.length === 0) return `${kind}: none`;
  const at = (q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))]!.toFixed(0);
  return (
    `${kind}: ${list.length} requests, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${list.at(-1)!.toFixed(0)} ms ` +
    `(statuses ${JSON.stringify(statuses[kind])})`
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const portal = await startPortal({
  brand,
  seed: true,
  env: {
    CLOCK_CATCH_UP: idle ? 'off' : 'on',
    RATE_LIMIT_MAX: '100000',
  },
  timeoutMs: 600_000,
});
try {
  const cpuAtStart = cpuSeconds(portal.pid);
  const loads: number[] = [os.loadavg()[0]!];
  const emails = [...portal.output().matchAll(/\b((admin|advisor|investor)@[\w.-]+\.example)\b/g)].map(
    (m) => m[1]!,
  );
  const password = /Demo-pass-\d+/.exec(portal.output())?.[0] ?? 'Demo-pass-2026';
  const admin = emails.find((e) => e.startsWith('admin@'))!;
  const investor = emails.find((e) => e.startsWith('investor@'))!;
  const signedIn = new Client(portal.baseUrl);
  const adminClient = new Client(portal.baseUrl);
  const started = performance.now();
  await timed('first sign-in (investor)', async () => ({
    status: await signedIn.signIn(investor, password),
  }));
  await timed('first sign-in (admin)', async () => ({ status: await adminClient.signIn(admin, password) }));

  let done = false;
  let catchUpEnded: number | undefined;
  let lastProgress = '';
  const poller = (async () => {
    const deadline = started + (idle ? Number(process.env.IDLE_S ?? 20) * 1000 : 900_000);
    let seen = false;
    while (performance.now() < deadline) {
      const { json } = await timed('GET /api/admin/jobs', () =>
        adminClient.request('GET', '/api/admin/jobs?queue=bigben'),
      );
      if (!idle) {
        // null when the request failed (status 0): polled again.
        const jobs = (
          json as null | { jobs?: { state: string; progress: { done: number; total: number } | null }[] }
        )?.jobs;
        const job = jobs?.[0];
        if (job) {
          seen = true;
          lastProgress = `${job.state} ${job.progress?.done ?? '?'}/${job.progress?.total ?? '?'}`;
          if (job.state !== 'queued' && job.state !== 'running') {
            catchUpEnded = performance.now();
            break;
          }
        } else if (seen) break;
      }
      loads.push(os.loadavg()[0]!);
      await sleep(2000);
    }
    done = true;
  })();
  const sessions = (async () => {
    while (!done) {
      await timed('GET /api/auth/session', () => signedIn.request('GET', '/api/auth/session'));
      await sleep(gapMs);
    }
  })();
  const signIns = (async () => {
    while (!done) {
      const fresh = new Client(portal.baseUrl);
      await timed('POST /api/auth/sign-in', async () => ({ status: await fresh.signIn(investor, password) }));
      await sleep(signInEveryMs);
    }
  })();
  await Promise.all([poller, sessions, signIns]);
  const cpu = cpuSeconds(portal.pid) - cpuAtStart;
  const seconds = ((catchUpEnded ?? performance.now()) - started) / 1000;
  console.log(
    idle
      ? `requests on an idle server (no catch-up), ${seconds.toFixed(1)} s:`
      : `requests during the catch-up after a cold start (brand ${brand}): catch-up ended ${seconds.toFixed(1)} s after the first 200 (${lastProgress}), server CPU ${cpu.toFixed(1)} s over it`,
  );
  console.log(`  cold start: ${(portal.startedInMs / 1000).toFixed(1)} s to the first 200`);
  for (const kind of Object.keys(samples)) console.log(`  ${summary(kind)}`);
  console.log(
    `  load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} (${os.cpus().length} cores)`,
  );
} finally {
  await portal.stop();
}
