import fc from 'fast-check';
import { fitLength, types, type JsonSchema } from './request-fuzzer-inputs';

/**
 * The request fuzzer's strictness pass (issue 16, decision 78): a plain valid body for a write
 * route's schema, the paths of its objects, and the same body with one undeclared key at a path.
 */

/** The key the strictness pass adds: no schema of this API declares it. */
export const UNKNOWN_KEY = 'fuzzUnknownField';

const PLAIN_UUID = '00000000-0000-4000-8000-000000000001';

/**
 * One ordinary value the schema accepts, as full as it gets: every property given, every array
 * with one item, plain text (no hostile characters), so that the strictness pass's only fault is
 * the key it adds. Refinements JSON Schema cannot say may still refuse it (the pass does not care:
 * the unknown key must be named among the fields either way).
 */
export function plainValue(schema: JsonSchema, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const members = schema.anyOf ?? schema.oneOf;
  if (members && members.length > 0) {
    const member = members.find((m) => !types(m).includes('null') || types(m).length > 1) ?? members[0]!;
    return plainValue(member, depth);
  }
  if (schema.allOf && schema.allOf.length > 0) return plainValue(schema.allOf[0]!, depth);
  const kind = types(schema).find((k) => k !== 'null');
  switch (kind) {
    case 'string':
      return plainString(schema);
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
      const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
      return Math.min(Math.max(1, min ?? 1), max ?? 1);
    }
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 || !schema.items ? [] : [plainValue(schema.items, depth + 1)];
    case 'object':
      return depth > 4
        ? {}
        : Object.fromEntries(
            Object.entries(schema.properties ?? {}).map(([key, value]) => [
              key,
              plainValue(value, depth + 1),
            ]),
          );
    default:
      return types(schema).includes('null') ? null : 'x';
  }
}

function plainString(schema: JsonSchema): string {
  if (schema.format === 'date') return '2025-06-30';
  if (schema.format === 'date-time') return '2025-06-30T12:00:00Z';
  if (schema.format === 'uuid' || schema.format === 'guid') return PLAIN_UUID;
  if (schema.format === 'email') return 'ann@example.com';
  if (schema.pattern) {
    if (schema.pattern.includes('\\d{1,20}') || schema.pattern === '^-?\\d+(\\.\\d+)?$') return '1';
    if (schema.pattern.includes('\\d{4}-\\d{2}-\\d{2}') || schema.pattern.includes('-02-29')) {
      return '2025-06-30';
    }
    try {
      const [sample] = fc.sample(fc.stringMatching(new RegExp(schema.pattern, 'u'), { size: 'xsmall' }), {
        seed: 16,
        numRuns: 1,
      });
      if (sample !== undefined) return sample;
    } catch {
      // fall through to plain text
    }
  }
  return fitLength(schema)('Plain text');
}

/**
 * Where an unknown key can go in `value` per `schema`: the top (always: a body is an object) and
 * each nested object whose schema declares its properties (records of free keys are left out).
 */
export function objectPaths(schema: JsonSchema, value: unknown, path: (string | number)[] = []) {
  const found: (string | number)[][] = [];
  const walk = (s: JsonSchema, v: unknown, at: (string | number)[]) => {
    const members = s.anyOf ?? s.oneOf ?? s.allOf;
    if (members) {
      for (const member of members) walk(member, v, at);
      return;
    }
    if (Array.isArray(v) && s.items) v.forEach((item, index) => walk(s.items!, item, [...at, index]));
    else if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const properties = s.properties ?? {};
      if (at.length > 0 && (Object.keys(properties).length > 0 || s.additionalProperties === false)) {
        if (!found.some((p) => p.join('.') === at.join('.'))) found.push(at);
      }
      for (const [key, item] of Object.entries(v as Record<string, unknown>)) {
        if (properties[key]) walk(properties[key]!, item, [...at, key]);
      }
    }
  };
  walk(schema, value, path);
  return [[], ...found];
}

/** `value` with the unknown key added to the object at `path`. */
export function withUnknownKey(value: unknown, path: (string | number)[]): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target: Record<string | number, unknown> = copy;
  for (const step of path) target = target[step] as Record<string | number, unknown>;
  target[UNKNOWN_KEY] = 'x';
  return copy;
}
