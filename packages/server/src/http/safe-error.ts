/**
 * What a log may keep of an error (issue 16, ASVS 16.2.5): its kind, the SQL text, SQLSTATE and the
 * names of the constraint, table and column, and the stack frames. Never the query's parameters, a
 * database message that can quote a value ('invalid input syntax for type uuid: "…"'), or its detail
 * ('Key (email)=(…) already exists'): those are users' messages, names and searches.
 */
export interface SafeError {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SafeError;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  const fields = error as Error & Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : undefined);
  const code = text('code');
  const query = text('query');
  const fromDatabase = code !== undefined && SQLSTATE.test(code);
  const message =
    query !== undefined ? `Failed query: ${query}` : fromDatabase ? `database error ${code}` : error.message;
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  const shape: SafeError = { type: error.name, message };
  if (code !== undefined) shape.code = code;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = text(key);
    if (value !== undefined) shape[key] = value;
  }
  if (frames && frames.length > 0) shape.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  if (fields.cause !== undefined && depth < 5) shape.cause = safeError(fields.cause, depth + 1);
  return shape;
}

/** The database's SQLSTATE of an error or of the error it wraps (drizzle wraps the driver's). */
export function sqlStateOf(error: unknown, depth = 0): string | undefined {
  if (!(error instanceof Error) || depth > 5) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && SQLSTATE.test(code)) return code;
  return sqlStateOf((error as { cause?: unknown }).cause, depth + 1);
}
