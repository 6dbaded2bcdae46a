import path from 'node:path';

export const USAGE = `Usage:
  npm run backup [-- --to <folder | s3://bucket/prefix>]   (default folder: backups/<date-time>)
  npm run restore -- --from <folder | s3://bucket/prefix>`;

export interface CliArgs {
  command: 'backup' | 'restore';
  location: string;
}

/** Parses `backup [--to X]` or `restore --from X`; throws the usage text on anything else. */
export function parseArgs(argv: string[], now: Date = new Date()): CliArgs {
  const [command, ...rest] = argv;
  const flag = command === 'backup' ? '--to' : command === 'restore' ? '--from' : undefined;
  if (!flag) throw new Error(USAGE);
  let location: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === flag && rest[i + 1]) location = rest[++i];
    else if (arg.startsWith(`${flag}=`) && arg.length > flag.length + 1)
      location = arg.slice(flag.length + 1);
    else throw new Error(USAGE);
  }
  if (command === 'restore' && !location) throw new Error(USAGE);
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return { command: command as CliArgs['command'], location: location ?? path.join('backups', stamp) };
}
