import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';

/** One SQL migration written by drizzle-kit, split into the statements it runs. */
export interface Migration {
  /** The file's tag, e.g. "0000_init"; what __migrations records. */
  name: string;
  /** SHA-256 of the file, to notice a migration edited after it was applied somewhere. */
  hash: string;
  statements: string[];
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** drizzle-kit's folder; resolved from this file so it works from any working directory. */
export const migrationsFolder = new URL('./migrations/', import.meta.url);

/** drizzle-kit separates statements with this marker; each piece is sent on its own. */
const BREAKPOINT = '--> statement-breakpoint';

/** Reads the migrations in the order of drizzle-kit's journal (not file-name order, which it does not promise). */
export async function loadMigrations(folder: URL = migrationsFolder): Promise<Migration[]> {
  const journal = JSON.parse(await fs.readFile(new URL('meta/_journal.json', folder), 'utf8')) as Journal;
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  return Promise.all(
    entries.map(async ({ tag }) => {
      const sql = (await fs.readFile(new URL(`${tag}.sql`, folder), 'utf8')).replace(/\r\n/g, '\n');
      return {
        name: tag,
        hash: createHash('sha256').update(sql).digest('hex'),
        statements: sql
          .split(BREAKPOINT)
          .map((statement) => statement.trim())
          .filter((statement) => statement.length > 0),
      };
    }),
  );
}
