import type { BrandConfig, Locale } from '@portal/domain';
import type { FileStorage } from '../storage/file-storage';
import type { IsoDate } from './calendar';
import type { CompanySpec } from './companies';
import type { Market } from './market/index';
import type { NameBook } from './names/index';
import type { Rng } from './random';
import type { SeedWriter } from './writer/seed-writer';

/** What every generator of one seed run shares. */
export interface SeedContext {
  brand: BrandConfig;
  scale: number;
  /** The as-of date: the last market date and "today" for everything generated. */
  asOf: IsoDate;
  /** argon2id hash of the demo password, computed once and shared by every seeded user. */
  passwordHash: string;
  market: Market;
  writer: SeedWriter;
  rng: Rng;
  /** E-mail addresses taken so far (users.email is unique across portals). */
  emails: Set<string>;
  /** File writes in flight: they overlap with generation and are awaited before the commit. */
  files: FileWrites;
}

/** Storage writes that run while generation goes on, at most `limit` at a time. */
export class FileWrites {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly storage: FileStorage,
    private readonly limit = 16,
  ) {}

  async put(...args: Parameters<FileStorage['put']>): Promise<void> {
    while (this.pending.size >= this.limit) await Promise.race(this.pending);
    const write = this.storage.put(...args);
    this.pending.add(write);
    // Settled writes leave the set; a failure is reported by drain().
    write.then(
      () => this.pending.delete(write),
      () => undefined,
    );
  }

  /** Waits for every write; rethrows the first failure. */
  async drain(): Promise<void> {
    await Promise.all(this.pending);
  }
}

/** An admin or advisor of a portal. */
export interface Staff {
  id: string;
  name: string;
  email: string;
}

export interface GroupSeed {
  id: string;
  key: 'high-net-worth' | 'pension' | 'sustainable';
  name: string;
}

/** One company's portal while its data is generated. */
export interface PortalSeed {
  index: number;
  company: CompanySpec;
  organisationId: string;
  portalId: string;
  locale: Locale;
  book: NameBook;
  admins: Staff[];
  advisors: Staff[];
  groups: GroupSeed[];
  clients: number;
  /** Short upper-case code used in account and portfolio external ids. */
  code: string;
}
