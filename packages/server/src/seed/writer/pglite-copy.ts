import type { Transaction } from '@electric-sql/pglite';
import { copyColumnsSql, type CopyTable } from './copy-table';
import type { CopyTransport } from './seed-writer';

/**
 * COPY … FROM '/dev/blob' inside a PGlite transaction: PGlite reads the blob passed with the query
 * as the file, which is its way of streaming COPY data without a socket.
 */
export function pgliteCopy(tx: Transaction): CopyTransport {
  return {
    async copy(table: CopyTable, chunks: Uint8Array[]) {
      await tx.query(`COPY ${copyColumnsSql(table)} FROM '/dev/blob'`, [], { blob: new Blob(chunks) });
    },
  };
}
