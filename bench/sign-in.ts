// Sign-in throughput and latency with argon2id at the production cost, the server pinned to one core.
// Prints requests per second and p50/p95/p99 latency, and the memory one hash needs (its m parameter).
import { execFileSync } from 'node:child_process';
import { startPortal } from '../packages/e2e/src/support/portal-server';
import { PASSWORD_HASH_PARAMS } from '../packages/server/src/auth/password';

const connections = Number(process.env.CONNECTIONS ?? 4);
const durationMs = Number(process.env.DURATION_S ?? 15) * 1000;

const portal = await startPortal({ brand: 'asset-manager', seed: true, env: { RATE_LIMIT_MAX: '1000000' } });
try {
  if (portal.pid) execFileSync('taskset', ['-a', '-cp', '0', String(portal.pid)], { stdio: 'ignore' });
  const signIn = /\badvisor\s+(\S+@\S+)\s+(\S+)/.exec(portal.output());
  if (!signIn) throw new Error('No demo advisor in the start-up banner');
  const [, email, password] = signIn;
  const session = await fetch(`${portal.baseUrl}/api/auth/session`);
  const csrf = /portal_csrf=([^;]+)/.exec(session.headers.get('set-cookie') ?? '')?.[1];
  if (!csrf) throw new Error('No CSRF cookie from /api/auth/session');
  const headers = { 'content-type': 'application/json', cookie: `portal_csrf=${csrf}`, 'x-csrf-token': csrf };
  const body = JSON.stringify({ email, password });

  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      const response = await fetch(`${portal.baseUrl}/api/auth/sign-in`, { method: 'POST', headers, body });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else failures++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  const { memoryCost: m, timeCost: t, parallelism: p } = PASSWORD_HASH_PARAMS;
  console.log(
    `sign-in, argon2id m=${m} KiB t=${t} p=${p}, server pinned to one core, ${connections} concurrent clients, ` +
      `${seconds.toFixed(0)} s: ${(latencies.length / seconds).toFixed(1)} sign-ins/s, ` +
      `p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms, p99 ${pct(99).toFixed(0)} ms, ` +
      `${failures} failures; memory per hash ${(m / 1024).toFixed(1)} MiB (goal: p95 < 150 ms)`,
  );
  // One client at a time shows the cost of a sign-in without queueing behind others.
} finally {
  await portal.stop();
}
