import { ConfigError, loadConfig } from '../config';
import { oneLine } from './one-line';

/**
 * Ends the process with the configuration's one line and exit code 1 when the environment does not
 * parse: the line serve() would print (startupFailureLine), without loading the server's modules
 * first. Imports only the configuration. Any other error is left to the server's own start.
 */
export function exitOnConfigError(): void {
  try {
    loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) return;
    process.stderr.write(`${oneLine(error.message)}\n`);
    process.exit(1);
  }
}
