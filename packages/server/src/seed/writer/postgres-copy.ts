import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyColumnsSql, type CopyTable } from './copy-table';
import type { CopyTransport } from './seed-writer';

/** COPY … FROM STDIN on one connection (the seed's transaction runs on it). */
export function postgresCopy(client: pg.PoolClient): CopyTransport {
  return {
    async copy(table: CopyTable, chunks: Uint8Array[]) {
      const stream = client.query(copyFrom(`COPY ${copyColumnsSql(table)} FROM STDIN`));
      await pipeline(Readable.from(chunks), stream);
    },
  };
}
