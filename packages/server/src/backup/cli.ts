import { ConfigError, loadConfig } from '../config';
import { backup } from './backup';
import { parseArgs, type CliArgs } from './cli-args';
import { parseLocation } from './location';
import { BackupError } from './manifest';
import { restore } from './restore';

// `npm run backup [-- --to <folder | s3://bucket/prefix>]` and `npm run restore -- --from <…>`:
// the configured install (DATABASE_URL or the embedded database under DATA_DIR, and its files).

async function main(): Promise<number> {
  let args: CliArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  try {
    const config = loadConfig();
    const location = parseLocation(args.location, config);
    if (args.command === 'backup') {
      const manifest = await backup(config, location, (line) => console.log(line));
      console.log(
        `Backup written to ${location.description} in ${seconds()} s: the database and ${manifest.files.length} files.`,
      );
    } else {
      const manifest = await restore(config, location, (line) => console.log(line));
      console.log(
        `Restored ${location.description} in ${seconds()} s: the database and ${manifest.files.length} files. ` +
          'Start the portal with the same settings.',
      );
    }
    return 0;
  } catch (error) {
    const known = error instanceof BackupError || error instanceof ConfigError;
    console.error(
      `${args.command === 'backup' ? 'Backup' : 'Restore'} failed: ${known ? (error as Error).message : String((error as Error).stack ?? error)}`,
    );
    return 1;
  }
}

process.exitCode = await main();
