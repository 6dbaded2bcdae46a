import { describe, expect, it } from 'vitest';

import { draftErrors, moved, newStep, toDefinition } from './step-draft';

describe('data designer drafts', () => {
  it('sends inline data for an inline step and the location, not the data, for an API step', () => {
    const inline = {
      ...newStep(),
      content: 'a,b\n1,2',
      location: 'https://ignored.example',
      mapping: { symbol: 'Ticker', name: ' ' },
    };
    const api = {
      ...newStep(),
      getFromApi: true,
      method: 'POST' as const,
      location: 'https://feed.example/q',
      body: '{"a":1}',
      content: 'ignored',
    };
    const definition = toDefinition({ name: 'Nightly', steps: [inline, api] });
    expect(definition.steps[0]).toEqual({
      getFromApi: false,
      method: 'GET',
      dataset: { target: 'transactions', format: 'csv', content: 'a,b\n1,2', mapping: { symbol: 'Ticker' } },
    });
    expect(definition.steps[1]).toMatchObject({
      location: 'https://feed.example/q',
      dataset: { body: '{"a":1}' },
    });
    expect(definition.steps[1]!.dataset).not.toHaveProperty('content');
  });

  it('checks the draft with the server schema: §5 messages by path', () => {
    const errors = draftErrors({
      name: '',
      steps: [newStep(), { ...newStep(), getFromApi: true, location: 'ftp://x' }],
    });
    expect(errors).toEqual({
      name: 'validation.name_required',
      'steps.0.dataset.content': 'validation.required_field',
      'steps.1.location': 'validation.url_invalid',
    });
  });

  it('moves a step up or down and ignores a move past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
