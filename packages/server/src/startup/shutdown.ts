import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/**
 * First SIGINT/SIGTERM: stop accepting, let in-flight requests finish (`app.close()`), close the
 * database, exit 0. A second signal while that runs means "now": exit at once.
 */
export function closeGracefullyOnSignals(app: FastifyInstance, database: DatabaseHandle): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      process.stderr.write(`Received ${signal} again: exiting without waiting\n`);
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    void (async () => {
      let code = 0;
      try {
        await app.close();
      } catch (error) {
        app.log.error({ err: error }, 'closing the server failed');
        code = 1;
      }
      try {
        await database.close();
      } catch (error) {
        app.log.error({ err: error }, 'closing the database failed');
        code = 1;
      }
      process.exit(code);
    })();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
