import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './manifest';

/**
 * Runs a PostgreSQL client tool (pg_dump, pg_restore): `input` is piped to its stdin, its stdout
 * to `output`. Fails with the tool's last error lines, or with how to install it when missing.
 */
export async function runTool(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; input?: Readable; output?: (stdout: Readable) => Promise<void> },
): Promise<string> {
  const child = spawn(command, args, {
    env: options.env,
    stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
  let stdout = '';
  const work = [
    options.output
      ? options.output(child.stdout!)
      : (async () => {
          for await (const chunk of child.stdout!) stdout += String(chunk);
        })(),
    options.input ? pipeline(options.input, child.stdin as Writable) : Promise.resolve(),
  ];
  try {
    const [code] = await Promise.all([exited, ...work]);
    if (code !== 0)
      throw new BackupError(`${command} failed (exit ${code}): ${stderr.trim() || 'no message'}`);
    return stdout;
  } catch (error) {
    child.kill();
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(
        `${command} is not installed; it comes with PostgreSQL's client tools (Debian: sudo apt-get install -y postgresql-client).`,
      );
    }
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${command} failed: ${(error as Error).message}${stderr ? ` (${stderr.trim()})` : ''}`,
    );
  }
}

/**
 * The URL without its password, and the environment that carries the password instead: a
 * command line is readable by every user of the machine (ps), the environment is not.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}
