import { inject } from 'vitest';
import type { RunningPortal } from './portal-server';
import type { SharedPortalInfo, SharedPortalKey } from './shared-portal-specs';
import type { ReceivedMail, SmtpInbox } from './smtp-inbox';

export { DATA_API_SERVE_TOKEN, SHARED_PORTALS, type SharedPortalKey } from './shared-portal-specs';

// Seeding a portal takes half a minute on a small machine, so the e2e files share seeded portals
// instead of starting their own: global-setup runs a pool in the runner's process that starts each
// kind of shared-portal-specs.ts on first use and keeps it until the run ends, with one SMTP inbox behind them all.
// Files run one at a time, so tests share data, never a moment: they make their own users and
// names, and compare with what the page shows rather than with fixed counts.

const poolUrl = () => inject('e2ePoolUrl');

/**
 * The shared portal of that kind, started (and seeded) on first use. stop() does nothing: the pool
 * stops it after the last file.
 */
export async function sharedPortal(key: SharedPortalKey): Promise<RunningPortal> {
  const response = await fetch(`${poolUrl()}/portals/${key}`, { method: 'POST' });
  if (!response.ok) throw new Error(`The portal pool could not start ${key}: ${await response.text()}`);
  const info = (await response.json()) as SharedPortalInfo;
  return {
    baseUrl: info.baseUrl,
    dataDir: info.dataDir,
    startedInMs: info.startedInMs,
    pid: info.pid,
    company: info.company,
    output: () => info.output,
    stop: async () => undefined,
  };
}

/** The inbox every shared portal with mail sends to; mails stay for the whole run. */
export function sharedInbox(): SmtpInbox {
  return {
    url: 'shared',
    async waitForMailTo(address, timeoutMs = 15_000, match = () => true) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const response = await fetch(`${poolUrl()}/mail?to=${encodeURIComponent(address)}`);
        const mails = (await response.json()) as ReceivedMail[];
        const found = mails.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching mail to ${address} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    close: async () => undefined,
  };
}
