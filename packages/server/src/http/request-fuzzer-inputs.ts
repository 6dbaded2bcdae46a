import fc from 'fast-check';

/**
 * Generated requests for the request fuzzer (request-fuzzer.test.ts), from the JSON schemas of the
 * OpenAPI document (/api/docs/json), which the routes' shared zod schemas produce. A value is either
 * one the schema accepts (and may still be one the database refuses: a NUL, a lone surrogate, a
 * decimal at the column's bound) or one it should refuse (wrong type, missing or extra field, too long).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

/** Text that has broken servers before: what a column or a driver cannot hold, or reads backwards. */
export const HOSTILE_STRINGS: readonly string[] = [
  'Ann\u0000Smith',
  '\u0000',
  'lone \uD800 high',
  'lone \uDFFF low',
  'invoice\u202Efdp.exe',
  '\u200F\u202B\u2066mixed\u2069',
  'x'.repeat(10_000),
  'e\u0301'.repeat(5_000),
  '\u{1F600}'.repeat(2_000),
  '99999999999999999999.99999999',
  '-99999999999999999999.99999999',
  '123456789012345678901234567890',
  '1e309',
  'NaN',
  '-Infinity',
  '-1',
  '-0',
  '0.000000000001',
  '00000000-0000-0000-0000-000000000000',
  "'; drop table users; --",
  '%00',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '   ',
  '',
  '\t\r\n',
  '\uFEFF',
  '\uFFFF',
];

const hostileUnit = fc.constantFrom(
  '\u0000',
  '\uD800',
  '\uDC00',
  '\u202E',
  '\u200B',
  'a',
  'é',
  '9',
  '.',
  '-',
);

/** A hostile string: a known one, random code units, or a mix of the characters that break things. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: hostileUnit, minLength: 1, maxLength: 300 }), weight: 1 },
);

/** Decimals at, over and around what numeric columns hold (numeric(20,8) and smaller). */
const hostileDecimal = fc.oneof(
  fc.constantFrom(
    '99999999999999999999.99999999',
    '-99999999999999999999.99999999',
    '9999999999999999.9999',
    '999999999999.99999999',
    '0.00000001',
    '-0.00000001',
    '0',
    '-0',
    '00000000000000000001',
  ),
  fc
    .tuple(fc.bigInt({ min: -(10n ** 21n), max: 10n ** 21n }), fc.integer({ min: 0, max: 99_999_999 }))
    .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(8, '0')}`),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
);

const hostileDate = fc.constantFrom(
  '0001-01-01',
  '9999-12-31',
  '2024-02-29',
  '1970-01-01',
  '2025-06-30',
  '0000-00-00',
  '294277-01-01',
);

export function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

export function fitLength(schema: JsonSchema) {
  return (value: string) => {
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? Infinity;
    let text = value;
    if (text.length > max) text = text.slice(0, max);
    if (text.length < min) text = text.padEnd(min, '7');
    return text;
  };
}

function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  if (pattern.includes('\\d{1,20}') || pattern === '^-?\\d+(\\.\\d+)?$') return hostileDecimal;
  if (pattern.includes('-02-29') || pattern === '^\\d{4}-\\d{2}-\\d{2}$') return hostileDate;
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'), { size: 'small' });
  } catch {
    return undefined;
  }
}

/** A string the schema accepts: often ordinary, often hostile but within the schema's length. */
function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return hostileDate;
  if (schema.format === 'date-time') return fc.constantFrom('2025-06-30T12:00:00Z', '9999-12-31T23:59:59Z');
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') {
    return fc.oneof(
      fc.emailAddress(),
      fc.constantFrom('a\u0000b@example.com', `${'x'.repeat(300)}@example.com`, 'ann@exa\u202Emple.com'),
    );
  }
  const fromPattern = schema.pattern ? patternArbitrary(schema.pattern) : undefined;
  if (fromPattern) return fromPattern;
  const fit = fitLength(schema);
  return fc
    .oneof(
      { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
      { arbitrary: hostileString, weight: 3 },
      { arbitrary: fc.string({ minLength: 100, maxLength: 2000 }), weight: 1 },
    )
    .map(fit);
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined);
  const max =
    schema.maximum ?? (typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined);
  const bounds = [min, max].filter((value): value is number => value !== undefined);
  const edges = [...bounds, 0, 1, -1, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 0.5];
  const inRange = (value: number) =>
    (min === undefined || value >= min) && (max === undefined || value <= max);
  const candidates = edges.filter(inRange).filter((value) => !integer || Number.isInteger(value));
  const ranged = integer
    ? fc.integer({ min: Math.max(min ?? -1e9, -1e9), max: Math.min(max ?? 1e9, 1e9) })
    : fc.double({ min: min ?? -1e12, max: max ?? 1e12, noNaN: true, noDefaultInfinity: true });
  return candidates.length > 0 ? fc.oneof(fc.constantFrom(...candidates), ranged) : ranged;
}

/** A value the schema accepts (as far as JSON Schema says: refinements may still refuse it). */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const members = schema.anyOf ?? schema.oneOf;
  if (members && members.length > 0) return fc.oneof(...members.map((member) => validValue(member, depth)));
  if (schema.allOf && schema.allOf.length > 0) return validValue(schema.allOf[0]!, depth);
  const kinds = types(schema);
  const choices: fc.Arbitrary<unknown>[] = [];
  for (const kind of kinds) {
    if (kind === 'string') choices.push(validString(schema));
    else if (kind === 'integer') choices.push(validNumber(schema, true));
    else if (kind === 'number') choices.push(validNumber(schema, false));
    else if (kind === 'boolean') choices.push(fc.boolean());
    else if (kind === 'null') choices.push(fc.constant(null));
    else if (kind === 'array') choices.push(validArray(schema, depth));
    else if (kind === 'object') choices.push(validObject(schema, depth));
  }
  if (schema.nullable) choices.push(fc.constant(null));
  if (choices.length === 0) return depth > 2 ? fc.constant('x') : anyJson(depth);
  return fc.oneof(...choices);
}

function validArray(schema: JsonSchema, depth: number): fc.Arbitrary<unknown[]> {
  const item = schema.items && depth < 4 ? validValue(schema.items, depth + 1) : fc.string({ maxLength: 10 });
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
  return fc.array(item, { minLength, maxLength });
}

function validObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (depth > 4 || Object.keys(properties).length === 0) {
    return schema.additionalProperties === false
      ? fc.constant({})
      : fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 });
  }
  const record = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, validValue(value, depth + 1)]),
  );
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** Any JSON value, shallow: what a caller who ignores the schema sends. */
function anyJson(depth: number): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(1e308, -1e308, 2 ** 63, -0),
  );
  if (depth > 1) return leaf;
  return fc.oneof(
    { arbitrary: leaf, weight: 4 },
    { arbitrary: fc.array(leaf, { maxLength: 3 }), weight: 1 },
    { arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), leaf, { maxKeys: 3 }), weight: 1 },
  );
}

/** A value of the wrong type for `schema`, or one past its bounds. */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const kinds = types(schema);
  const wrong: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(null, true, 0, -1, 1e308, [], {}, [1, 2], { a: 1 }),
    hostileString,
  ];
  if (kinds.includes('string') && schema.maxLength !== undefined) {
    wrong.push(fc.constant('é'.repeat(schema.maxLength + 1)));
  }
  if (kinds.includes('integer') || kinds.includes('number')) {
    wrong.push(
      fc.constantFrom('12', '1e3', 'NaN', 1.5, (schema.maximum ?? 1e15) + 1, (schema.minimum ?? -1e15) - 1),
    );
  }
  return fc.oneof(...wrong);
}

/** A request body: valid per the schema, one field wrong, one missing, an extra one, or not an object. */
export function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<BodyInput> {
  if (!schema) {
    return fc.oneof(
      fc.constant<BodyInput>({ kind: 'json', value: {} }),
      anyJson(0).map((value): BodyInput => ({ kind: 'json', value })),
    );
  }
  const valid = validValue(schema).map((value): BodyInput => ({ kind: 'json', value }));
  const properties = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const variants: fc.WeightedArbitrary<BodyInput>[] = [{ arbitrary: valid, weight: 5 }];
  if (properties.length > 0) {
    variants.push({
      arbitrary: fc.tuple(validObject(schema, 0), fc.constantFrom(...properties)).chain(([value, key]) =>
        invalidValue(schema.properties![key]!).map((bad): BodyInput => ({
          kind: 'json',
          value: { ...value, [key]: bad },
        })),
      ),
      weight: 3,
    });
  }
  if (required.length > 0) {
    variants.push({
      arbitrary: fc
        .tuple(validObject(schema, 0), fc.constantFrom(...required))
        .map(([value, key]): BodyInput => {
          const copy = { ...value };
          delete copy[key];
          return { kind: 'json', value: copy };
        }),
      weight: 1,
    });
  }
  variants.push(
    {
      arbitrary: fc
        .tuple(
          validValue(schema),
          fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'portalId', 'isAdmin'),
          hostileString,
        )
        .map(([value, key, extra]): BodyInput => ({
          kind: 'json',
          value:
            value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [key]: extra } : value,
        })),
      weight: 1,
    },
    {
      arbitrary: fc.oneof(
        anyJson(1).map((value): BodyInput => ({ kind: 'json', value })),
        fc.constantFrom<BodyInput>(
          { kind: 'raw', text: '{"unterminated": ' },
          { kind: 'raw', text: '' },
          { kind: 'raw', text: '{"a":"\\ud800"}' },
          { kind: 'raw', text: `${'['.repeat(5000)}${']'.repeat(5000)}` },
        ),
      ),
      weight: 1,
    },
  );
  return fc.oneof(...variants);
}

export type BodyInput = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };

export interface ParameterSchema {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

/** Query values: each parameter left out, valid per its schema, or hostile. */
export function queryArbitrary(parameters: ParameterSchema[]): fc.Arbitrary<Record<string, string>> {
  const query = parameters.filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return fc.constant({});
  const entries = Object.fromEntries(
    query.map((parameter) => {
      const schema = parameter.schema ?? { type: 'string' };
      return [
        parameter.name,
        fc.oneof(
          { arbitrary: validValue(schema).map(String), weight: 3 },
          { arbitrary: invalidValue(schema).map(String), weight: 1 },
        ),
      ];
    }),
  );
  return fc.record(entries, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
}

/** What a path parameter is: the fixture's id, an id of nothing, or an id of another portal's record. */
export type PathKind = 'fixture' | 'unknown' | 'foreign';

/**
 * Path values: mostly the fixture's (so requests reach the route's logic), else a value that is not
 * an id, an id of nothing, or (where one is given) another portal's record.
 */
export function pathArbitrary(
  names: string[],
  fixtures: Record<string, string>,
  foreign: Record<string, string>,
): fc.Arbitrary<{ values: Record<string, string>; kind: PathKind }> {
  if (names.length === 0) return fc.constant({ values: {}, kind: 'fixture' as PathKind });
  const notAnId = fc.oneof(
    fc.constantFrom('not-a-uuid', '0', '-1', 'null', '..', '%2e%2e', `${'f'.repeat(300)}`, 'ÿ', '\u0000'),
    hostileString.filter((text) => text.length > 0 && text.length < 3000),
  );
  return fc
    .record({
      which: fc.constantFrom(...names),
      how: fc.constantFrom('fixture', 'fixture', 'fixture', 'notAnId', 'unknown', 'foreign'),
      bad: notAnId,
      uuid: fc.uuid(),
    })
    .map(({ which, how, bad, uuid }) => {
      const values = { ...fixtures };
      if (how === 'fixture') return { values, kind: 'fixture' as PathKind };
      if (how === 'foreign' && foreign[which]) {
        values[which] = foreign[which]!;
        return { values, kind: 'foreign' as PathKind };
      }
      values[which] = how === 'notAnId' ? bad : uuid;
      return { values, kind: 'unknown' as PathKind };
    });
}
