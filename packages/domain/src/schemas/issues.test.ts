import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isMessageKey } from '../i18n/messages';
import * as schemas from './index';
import { sliderField } from './common';
import { fieldErrors, issueMessage } from './issues';
import { money } from './money';

describe('issue messages', () => {
  it('fills {{limit}} from the issue and translates', () => {
    const issue = sliderField.safeParse(11).error?.issues[0];
    expect(issue && issueMessage(issue)).toBe('Maximum value is 10');
    expect(issue && issueMessage(issue, 'is')).toBe('Hámarksgildi er 10');
    const low = sliderField.safeParse(0).error?.issues[0];
    expect(low && issueMessage(low, 'el')).toBe('Η ελάχιστη τιμή είναι 1');
  });

  it('lists field errors with paths; unknown messages become invalid_input', () => {
    const schema = z.object({ price: money, other: z.string() });
    const error = schema.safeParse({ price: 1.5, other: 3 }).error;
    expect(error && fieldErrors(error)).toEqual([
      { path: 'price', key: 'validation.number', values: {} },
      { path: 'other', key: 'validation.invalid_input', values: {} },
    ]);
  });
});

describe('every schema speaks in message keys', () => {
  const objectSchemas = Object.entries(schemas as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject,
  );
  const junk: unknown[] = [
    Symbol('x'),
    undefined,
    null,
    42,
    -1,
    1.5,
    '',
    '  ',
    'x'.repeat(300),
    [],
    [{}],
    {},
    true,
  ];

  it.each(objectSchemas)('%s', (_name, schema) => {
    expect(schema.safeParse(42).error?.issues.map((issue) => issue.message)).toEqual([
      'validation.invalid_input',
    ]);
    for (const value of junk) {
      const input = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, value]));
      for (const issue of schema.safeParse(input).error?.issues ?? []) {
        expect(isMessageKey(issue.message), `${issue.path.join('.')}: ${issue.message}`).toBe(true);
      }
    }
  });

  it('covers the writeObject schemas', () => {
    expect(objectSchemas.length).toBeGreaterThanOrEqual(20);
  });
});
