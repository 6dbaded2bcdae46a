import { ConfigError } from '../config';
import { DatabaseConnectError } from '../db/client';
import { oneLine } from './one-line';

/**
 * The one line a failed start prints: what went wrong and what to do, never a stack trace. Known
 * failures carry a message written for the operator; anything else is prefixed as such.
 */
export function startupFailureLine(error: unknown, port: number | undefined): string {
  if (error instanceof ConfigError || error instanceof DatabaseConnectError) return oneLine(error.message);
  if (isAddressInUse(error)) {
    return `Port ${port ?? 'of the server'} is already in use: set PORT to another port`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `Start-up failed: ${oneLine(message)}`;
}

function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE';
}
