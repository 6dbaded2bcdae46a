import type { BrandId } from '@portal/domain';
import type { DatabaseHandle } from '../db/client';

/** One demo sign-in printed at start-up. */
export interface DemoSignIn {
  portal: string;
  role: 'admin' | 'advisor' | 'investor';
  email: string;
  password: string;
}

export interface SeedOptions {
  brand: BrandId;
  /** Multiplies clients, portfolios and transactions; 1 is the everyday demo. */
  scale?: number;
}

/**
 * Seeds the demo data when the database has none, and returns the demo sign-ins either way.
 * (The generator lands in the demo-data change; until then this seeds nothing.)
 */
export async function ensureDemoData(_handle: DatabaseHandle, _options: SeedOptions): Promise<DemoSignIn[]> {
  return [];
}
